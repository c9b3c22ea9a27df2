export * from './checks.ts';
export { runTestKit, type TestKitSpec } from './register.ts';

#!/usr/bin/env node
// The CLI is written in TypeScript and run by Node 24's type stripping; this shim only forwards.
import '../src/main.ts';

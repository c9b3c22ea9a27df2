/** Version of the kernel's record format and semantics; records from another major version are refused. */
export const ENGINE_VERSION = '1.0.0';

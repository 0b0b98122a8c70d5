// The one capability table (filled in by the capabilities work).
export {};

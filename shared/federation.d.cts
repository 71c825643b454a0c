export declare const SINGLETONS: readonly string[];
export declare const SHARED_EXPORTS: Readonly<Record<string, readonly string[]>>;
export declare const SHARED_LIBRARY_RANGE: string;
export declare function federationShared(
  appDir: string,
): Record<string, { singleton: true; requiredVersion: string | false; strictVersion?: boolean; version?: string; import?: string | false }>;

/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * One jest project per package. Packages are mapped to their sources, so no build is needed
 * before testing; TypeScript is transformed by swc and type-checked separately (`npm run typecheck`).
 */
const swcTransform: NonNullable<Config['transform']> = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const sharedMapping = {
  '^@console/shared$': '<rootDir>/../shared/src/index.ts',
  '^@console/shared/(core|forms)$': '<rootDir>/../shared/src/$1.ts',
  '^@console/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
  '^@console/shared/release-plane$': '<rootDir>/../shared/src/federation/release-plane.ts',
  '\\.(css|svg|png|woff2)$': '<rootDir>/../tools/jest/file-stub.cjs',
};

// ESM-only packages that jest has to transform.
const esmPackages = ['@tanstack', 'redaxios'].join('|');

function browserProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: swcTransform,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    moduleNameMapper: sharedMapping,
    setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
}

function nodeProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'node',
    transform: swcTransform,
    testMatch: ['<rootDir>/src/**/*.test.ts'],
  };
}

const config: Config = {
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('mf-transactions'),
    browserProject('mf-master'),
    browserProject('mf-notifications'),
    nodeProject('rules'),
    nodeProject('api'),
    nodeProject('tools'),
  ],
  // Tests that type and click through dialogs take seconds on a busy 2-core machine; a slow run
  // is not a failure (speed is measured by the benchmarks, never asserted by tests).
  testTimeout: 30_000,
};

export default config;

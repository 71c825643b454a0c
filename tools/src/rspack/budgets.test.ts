import { checkFederationPrice, checkLimit, growth, KB, sharedPackages } from './budgets';

describe('budgets', () => {
  it('passes a measure under its limit', () => {
    expect(checkLimit('login page scripts', { bytes: 150 * KB, parts: {} }, 200 * KB, undefined)).toBeUndefined();
  });

  it('says by how much a budget is exceeded and what grew since the baseline', () => {
    const baseline = { bytes: 190 * KB, parts: { 'react-dom': 60 * KB, '@chakra-ui/react': 130 * KB } };
    const now = { bytes: 250 * KB, parts: { 'react-dom': 60 * KB, '@chakra-ui/react': 150 * KB, papaparse: 40 * KB } };
    const failure = checkLimit('login page scripts', now, 200 * KB, baseline);
    expect(failure?.message).toContain('login page scripts: 250.0 KB gzip, over its budget of 200.0 KB by 50.0 KB (+60.0 KB since the baseline)');
    const lines = failure?.message.split('\n') ?? [];
    expect(lines[1]).toMatch(/\+40\.0 KB\s+papaparse \(new\)/);
    expect(lines[2]).toMatch(/\+20\.0 KB\s+@chakra-ui\/react/);
    expect(lines.some((line) => line.includes('react-dom'))).toBe(false);
  });

  it('compares a federated deep link with the single bundle and names what only federation loads', () => {
    const single = { bytes: 300 * KB, parts: { 'react-dom': 60 * KB, '@console/shared': 20 * KB, 'app:../mf-transactions': 4 * KB } };
    expect(checkFederationPrice('VA deep link', { bytes: 330 * KB, parts: single.parts }, single, 1.1)).toBeUndefined();
    const federated = { bytes: 345 * KB, parts: { 'react-dom': 60 * KB, '@console/shared': 29 * KB, yup: 12 * KB, 'bundler runtime': 4 * KB } };
    const lines = checkFederationPrice('VA deep link', federated, single, 1.1)?.message.split('\n') ?? [];
    expect(lines[0]).toBe('VA deep link: 345.0 KB gzip federated against 300.0 KB as a single bundle, 1.15 times, over its budget of 1.10. What the federated console loads beyond the single bundle:');
    expect(lines[1]).toMatch(/\+12\.0 KB\s+yup \(new\)/);
    expect(lines[2]).toMatch(/\+9\.0 KB\s+@console\/shared$/);
  });

  it('asks for a baseline when there is none', () => {
    expect(growth({ bytes: 1, parts: {} }, undefined)[0]).toContain('--update-baseline');
  });

  it('reduces singleton specifiers to package names', () => {
    expect(sharedPackages(['react', 'react/jsx-runtime', '@chakra-ui/react', 'react-dom/client'])).toEqual(['react', '@chakra-ui/react', 'react-dom']);
  });
});

describe('packageOf', () => {
  it('names the package of a source path, own code, and the bundler runtime', async () => {
    const { packageOf } = await import('./composition');
    expect(packageOf('webpack://shell/../node_modules/@chakra-ui/react/dist/esm/index.js')).toBe('@chakra-ui/react');
    expect(packageOf('webpack://shell/../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('webpack://shell/../shared/src/table/data-table.tsx')).toBe('@console/shared');
    expect(packageOf('webpack://shell/./src/app/routes.tsx')).toBe('app:src/app');
    expect(packageOf('webpack://shell/webpack/runtime/sharing')).toBe('bundler runtime');
    expect(packageOf('webpack://shell/data:text/javascript,import x from "y"')).toBe('bundler runtime');
  });
});

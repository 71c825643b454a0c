import { newerThanProvided } from './shared-version-guard';

const provided = {
  '@console/shared': [
    { version: '1.1.0', from: 'shell' },
    { version: '1.2.0', from: 'mf_master' },
  ],
  react: [{ version: '19.3.1', from: 'shell' }],
};

describe('newerThanProvided', () => {
  it('accepts a remote built against what the shell provides, or older, or a library the shell does not share', () => {
    expect(newerThanProvided(provided, 'shell', [{ sharedName: '@console/shared', version: '1.1.0' }, { sharedName: 'react', version: '19.0.0' }])).toEqual([]);
    expect(newerThanProvided(provided, 'shell', [{ sharedName: 'left-pad', version: '9.9.9' }])).toEqual([]);
  });

  it('names each library built newer than the shell provides, judged by the shell`s own registration', () => {
    expect(newerThanProvided(provided, 'shell', [{ sharedName: '@console/shared', version: '1.2.0' }, { sharedName: 'react', version: '19.3.2' }])).toEqual([
      '@console/shared 1.2.0 (this console provides 1.1.0)',
      'react 19.3.2 (this console provides 19.3.1)',
    ]);
  });
});

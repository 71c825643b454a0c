import { scanImports } from './scan-imports';

const LIBS = ['@chakra-ui/react', 'react-router'];

describe('scanImports', () => {
  it('lists named imports by their exported name, leaving type-only ones out', () => {
    const usage = scanImports(
      'screen.tsx',
      `import { Box, Button as B, type ButtonProps } from '@chakra-ui/react';
       import type { Dialog } from '@chakra-ui/react';
       import { useNavigate } from 'react-router';
       import { other } from 'elsewhere';`,
      LIBS,
    );
    expect([...(usage.get('@chakra-ui/react') as Set<string>)].sort()).toEqual(['Box', 'Button']);
    expect([...(usage.get('react-router') as Set<string>)]).toEqual(['useNavigate']);
    expect(usage.has('elsewhere')).toBe(false);
  });

  it('counts re-exports, and a namespace import, export * or import() as using everything', () => {
    expect(scanImports('a.ts', `export { Table as DataGrid } from '@chakra-ui/react';`, LIBS).get('@chakra-ui/react')).toEqual(new Set(['Table']));
    expect(scanImports('b.ts', `import * as C from '@chakra-ui/react';`, LIBS).get('@chakra-ui/react')).toBe('*');
    expect(scanImports('c.ts', `export * from 'react-router';`, LIBS).get('react-router')).toBe('*');
    expect(scanImports('d.ts', `const m = await import('react-router');`, LIBS).get('react-router')).toBe('*');
  });

  it('accumulates over several files', () => {
    const usage = scanImports('a.tsx', `import { Box } from '@chakra-ui/react';`, LIBS);
    scanImports('b.tsx', `import { Text, Box } from '@chakra-ui/react';`, LIBS, usage);
    expect([...(usage.get('@chakra-ui/react') as Set<string>)].sort()).toEqual(['Box', 'Text']);
  });
});

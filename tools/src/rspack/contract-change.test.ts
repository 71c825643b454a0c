import { contractChanges, versionProblem } from './contract-change';
import type { ContractName } from './contract-report';

const value = (name: string, type: string): ContractName => ({ name, kind: 'value', type });
const type = (name: string, shape: string): ContractName => ({ name, kind: 'type', type: shape });

const BEFORE = {
  '@console/shared/core': [
    value('bucketLabel', '(bucket: Bucket) => string'),
    value('OverviewPanel', '(props: OverviewPanelProps) => JSX.Element'),
    type('Bucket', "export type Bucket = 'hour' | 'day';"),
    type('OverviewPanelProps', 'export interface OverviewPanelProps { title: string; figures: FigureSpec[]; }'),
    type('FigureSpec', 'export interface FigureSpec { label: string; }'),
    type('ReleaseRow', 'export interface ReleaseRow { version: string; }'),
  ],
};
const without = (name: string) => ({ '@console/shared/core': BEFORE['@console/shared/core'].filter((entry) => entry.name !== name) });
const changed = (name: string, shape: string) => ({ '@console/shared/core': BEFORE['@console/shared/core'].map((entry) => (entry.name === name ? { ...entry, type: shape } : entry)) });

describe('what a change of the shared contract needs of its version (decision 152)', () => {
  it('refuses a removed value without a major, naming it and the version to set', () => {
    const changes = contractChanges(BEFORE, without('bucketLabel'));
    expect(changes).toEqual([{ key: '@console/shared/core', name: 'bucketLabel', kind: 'value', change: 'removed', step: 'major', why: 'a value removed' }]);
    expect(versionProblem('2.0.0', '2.0.0', changes)).toMatch(/removes or changes names remotes run with, which is a major version[\s\S]*bucketLabel \(@console\/shared\/core\): a value removed[\s\S]*Set shared\/package.json's version to 3\.0\.0/);
    expect(versionProblem('2.0.0', '2.1.0', changes)).toMatch(/to 3\.0\.0/);
    expect(versionProblem('2.0.0', '3.0.0', changes)).toBeNull();
  });

  it('treats a changed value, and a type a value takes (however deep), as a major', () => {
    expect(contractChanges(BEFORE, changed('bucketLabel', '(bucket: Bucket, locale: string) => string'))[0]).toMatchObject({ change: 'changed', step: 'major' });
    expect(contractChanges(BEFORE, changed('Bucket', "export type Bucket = 'hour';"))[0]).toMatchObject({ step: 'major', why: 'a type changed that bucketLabel takes or gives' });
    // FigureSpec is part of OverviewPanel's props.
    expect(contractChanges(BEFORE, without('FigureSpec'))[0]).toMatchObject({ step: 'major', why: 'a type removed that OverviewPanel takes or gives' });
  });

  it('lets a type no value takes go with a minor, and an added name with a minor', () => {
    const removedType = contractChanges(BEFORE, without('ReleaseRow'));
    expect(removedType).toEqual([{ key: '@console/shared/core', name: 'ReleaseRow', kind: 'type', change: 'removed', step: 'minor' }]);
    expect(versionProblem('2.0.0', '2.1.0', removedType)).toBeNull();
    expect(versionProblem('2.0.0', '2.0.0', removedType)).toMatch(/without a new version \(a minor at least[\s\S]*to 2\.1\.0/);
    const added = contractChanges(BEFORE, { '@console/shared/core': [...BEFORE['@console/shared/core'], value('formatBucket', '() => string')] });
    expect(added).toEqual([{ key: '@console/shared/core', name: 'formatBucket', kind: 'value', change: 'added', step: 'minor' }]);
    expect(versionProblem('2.0.0', '2.0.1', added)).toMatch(/to 2\.1\.0/);
    expect(versionProblem('2.0.0', '2.1.0', added)).toBeNull();
  });

  it('asks nothing of an unchanged contract', () => {
    expect(contractChanges(BEFORE, BEFORE)).toEqual([]);
    expect(versionProblem('2.0.0', '2.0.0', [])).toBeNull();
  });
});

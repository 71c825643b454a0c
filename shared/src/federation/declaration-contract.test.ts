import { declarationProblems, declaredExposes } from './declaration-contract';

const screen = {
  path: 'company-management',
  screen: 'company-management',
  label: 'Company',
  title: 'Company',
  group: { id: 'master', label: 'Master' },
  order: 33,
  requiresLogin: true,
  permission: 'master_company.read',
  menuPermission: 'master_company.read',
};

describe('declarationProblems', () => {
  it('accepts a schema-1 declaration, a screen without a group or guard permission included', () => {
    expect(declarationProblems({ schema: 1, screens: [screen, { ...screen, path: 'company-group-management', group: null, permission: null, requiresLogin: false }] })).toEqual([]);
  });

  it('names every problem of each screen', () => {
    expect(declarationProblems({ schema: 1, screens: [{ ...screen, path: 'Company', label: '', permission: 'master_company', menuPermission: 'read' }] })).toEqual([
      'screens[0]: path must be lower-case words joined by hyphens',
      'screens[0] (Company): label is missing',
      'screens[0] (Company): permission must be null or group.action, not "master_company"',
      'screens[0] (Company): menuPermission must be group.action, not "read"',
    ]);
  });

  it('refuses a path declared twice, an unknown schema and a missing list', () => {
    expect(declarationProblems({ schema: 1, screens: [screen, screen] })).toEqual(['paths declared more than once: company-management']);
    expect(declarationProblems({ schema: 2, screens: [] })).toEqual(['schema is 2, not 1']);
    expect(declarationProblems({ schema: 1 })).toEqual(['screens is not a list']);
    expect(declarationProblems(null)).toEqual(['the declaration is not an object']);
  });

  it('takes an area name, and refuses an empty one', () => {
    expect(declarationProblems({ schema: 1, area: 'Master Data', screens: [screen] })).toEqual([]);
    expect(declarationProblems({ schema: 1, area: ' ', screens: [screen] })).toEqual(['area must be a text (what people call this part of the console)']);
  });
});

describe('declaredExposes', () => {
  it('is ./screens, and ./panels with it when the remote declares a panel', () => {
    expect(declaredExposes({})).toEqual(['./screens']);
    expect(declaredExposes({ panels: [] })).toEqual(['./screens']);
    expect(declaredExposes({ panels: [{ id: 'p', title: 'P', order: 1, permission: 'master_user.read', component: 'P' }] })).toEqual(['./panels', './screens']);
  });
});

import type { FastifyPluginAsync } from 'fastify';
import { registerCrudRoutes } from './crud-routes';

/** Every master-data path of spec 7, spelled exactly as there, with the permission group it needs. */
export const masterRoutes: FastifyPluginAsync = async (app) => {
  const resources = app.repositories.master;
  registerCrudRoutes(app, { path: '/master/user', permission: 'master_user', resource: resources.user });
  registerCrudRoutes(app, { path: '/master/User_Login', permission: 'master_user', resource: resources.userLogin });
  registerCrudRoutes(app, { path: '/master/roles', permission: 'master_role', resource: resources.role });
  registerCrudRoutes(app, { path: '/master/Permission', permission: 'master_permission', resource: resources.permission });
  registerCrudRoutes(app, { path: '/master/Role_Permission', permission: 'master_role_permission', resource: resources.rolePermission });
  registerCrudRoutes(app, { path: '/master/User_Role', permission: 'master_user_role', resource: resources.userRole });
  registerCrudRoutes(app, { path: '/master/User_Company', permission: 'master_user_company', resource: resources.userCompany });
  registerCrudRoutes(app, { path: '/master/Company_Group', permission: 'master_group_company', resource: resources.companyGroup });
  registerCrudRoutes(app, { path: '/master/company', permission: 'master_company', resource: resources.company });
  registerCrudRoutes(app, { path: '/master/client', permission: 'master_company', resource: resources.client, readOnly: true });
};

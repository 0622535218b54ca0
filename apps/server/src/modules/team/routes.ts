export { teamRoutes } from './team.routes.js';
export { employeeAccountRoutes } from './employee-accounts.routes.js';

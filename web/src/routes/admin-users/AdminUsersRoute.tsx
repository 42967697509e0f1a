import { AdminPage } from '../../components/admin/AdminPage';

/** /admin/users: being built (issue #14). */
export const AdminUsersRoute = () => (
  <AdminPage documentTitle="Users" title="Users">
    <p>Coming in this change.</p>
  </AdminPage>
);

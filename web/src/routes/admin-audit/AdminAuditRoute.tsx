import { AdminPage } from '../../components/admin/AdminPage';

/** /admin/audit: being built (issue #14). */
export const AdminAuditRoute = () => (
  <AdminPage documentTitle="Audit" title="Audit">
    <p>Coming in this change.</p>
  </AdminPage>
);

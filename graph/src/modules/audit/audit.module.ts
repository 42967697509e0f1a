import { defineModule } from '../common/module.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditResolver } from './audit.resolver.js';

export const auditModule = defineModule({
  name: 'audit',
  resolvers: [AuditResolver],
  entities: [AuditEntry],
});

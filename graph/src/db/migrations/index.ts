/** The committed migrations, in order. Written by `npm run db:migration:create`; do not edit by hand. */
import { Migration20261123053014 } from './Migration20261123053014.js';
import { Migration20261123064250_ProfileMatchesStale } from './Migration20261123064250_ProfileMatchesStale.js';
import { Migration20261123163346_SearchTrigramIndexes } from './Migration20261123163346_SearchTrigramIndexes.js';
import { Migration20261123165541_AssistantConversations } from './Migration20261123165541_AssistantConversations.js';
import { Migration20261123191209_AuditLogAndAdEvents } from './Migration20261123191209_AuditLogAndAdEvents.js';
import { Migration20261123191801_PeerNetwork } from './Migration20261123191801_PeerNetwork.js';
import { Migration20261123193535_DirectMessages } from './Migration20261123193535_DirectMessages.js';
import { Migration20261125164648_AdminUsers } from './Migration20261125164648_AdminUsers.js';
import { Migration20261125164803_Moderation } from './Migration20261125164803_Moderation.js';
import { Migration20261125164851_AdminMetrics } from './Migration20261125164851_AdminMetrics.js';
import { Migration20261125164955_ResourceArchive } from './Migration20261125164955_ResourceArchive.js';
import { Migration20261125173347_InboxIndex } from './Migration20261125173347_InboxIndex.js';
import { Migration20261125195220_BrandTeams } from './Migration20261125195220_BrandTeams.js';
import { Migration20261125195729_BrandRequests } from './Migration20261125195729_BrandRequests.js';
import { Migration20261125195755_BrandAccounts } from './Migration20261125195755_BrandAccounts.js';
import { Migration20261125195935_AccountTokens } from './Migration20261125195935_AccountTokens.js';
import { Migration20261129044243_EmailVerification } from './Migration20261129044243_EmailVerification.js';
import { Migration20261129044324_BrandBlocks } from './Migration20261129044324_BrandBlocks.js';
import { Migration20261129123807_CollaborationBoard } from './Migration20261129123807_CollaborationBoard.js';
import { Migration20261129134029_PosterStatsAndFits } from './Migration20261129134029_PosterStatsAndFits.js';
import { Migration20261129134752_Notifications } from './Migration20261129134752_Notifications.js';
import { Migration20261129141104_NotificationPreferences } from './Migration20261129141104_NotificationPreferences.js';

export const MIGRATIONS = [
  { name: 'Migration20261123053014', class: Migration20261123053014 },
  { name: 'Migration20261123064250_ProfileMatchesStale', class: Migration20261123064250_ProfileMatchesStale },
  { name: 'Migration20261123163346_SearchTrigramIndexes', class: Migration20261123163346_SearchTrigramIndexes },
  { name: 'Migration20261123165541_AssistantConversations', class: Migration20261123165541_AssistantConversations },
  { name: 'Migration20261123191209_AuditLogAndAdEvents', class: Migration20261123191209_AuditLogAndAdEvents },
  { name: 'Migration20261123191801_PeerNetwork', class: Migration20261123191801_PeerNetwork },
  { name: 'Migration20261123193535_DirectMessages', class: Migration20261123193535_DirectMessages },
  { name: 'Migration20261125164648_AdminUsers', class: Migration20261125164648_AdminUsers },
  { name: 'Migration20261125164803_Moderation', class: Migration20261125164803_Moderation },
  { name: 'Migration20261125164851_AdminMetrics', class: Migration20261125164851_AdminMetrics },
  { name: 'Migration20261125164955_ResourceArchive', class: Migration20261125164955_ResourceArchive },
  { name: 'Migration20261125173347_InboxIndex', class: Migration20261125173347_InboxIndex },
  { name: 'Migration20261125195220_BrandTeams', class: Migration20261125195220_BrandTeams },
  { name: 'Migration20261125195729_BrandRequests', class: Migration20261125195729_BrandRequests },
  { name: 'Migration20261125195755_BrandAccounts', class: Migration20261125195755_BrandAccounts },
  { name: 'Migration20261125195935_AccountTokens', class: Migration20261125195935_AccountTokens },
  { name: 'Migration20261129044243_EmailVerification', class: Migration20261129044243_EmailVerification },
  { name: 'Migration20261129044324_BrandBlocks', class: Migration20261129044324_BrandBlocks },
  { name: 'Migration20261129123807_CollaborationBoard', class: Migration20261129123807_CollaborationBoard },
  { name: 'Migration20261129134029_PosterStatsAndFits', class: Migration20261129134029_PosterStatsAndFits },
  { name: 'Migration20261129134752_Notifications', class: Migration20261129134752_Notifications },
  { name: 'Migration20261129141104_NotificationPreferences', class: Migration20261129141104_NotificationPreferences },
];

import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { mailJobs } from './mail.jobs.js';
import { createMailKit } from './mail.js';
import type { MailSender } from './mail.sender.js';

export const mailModule = defineModule({
  name: 'mail',
  kits: ({ config }: KitDeps<{ publicOrigin: string }>) => ({ mail: createMailKit(config.publicOrigin) }),
  // Without a sender this process sends no mail, and its worker leaves `send_mail` jobs to one that does.
  jobs: ({ mailSender }: WorkDeps & { mailSender: MailSender | null }) => ({ send_mail: mailSender ? mailJobs(mailSender).send_mail : undefined }),
});

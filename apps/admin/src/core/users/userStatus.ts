import { UserStatus } from '@backoffice/contracts';

export const USER_STATUS_CHOICES = [
  { id: UserStatus.Active, name: 'app.status.active' },
  { id: UserStatus.Inactive, name: 'app.status.inactive' },
  { id: UserStatus.Banned, name: 'app.status.banned' },
];

import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import { CrudChangedEvent } from '../../platform/crud/crud.events.js';
import { UserGrantsChangedEvent } from '../users/events/user-grants-changed.event.js';

/** A user's grants changed: their open sessions read them again on the next request. */
@EventsHandler(UserGrantsChangedEvent)
export class UserGrantsCacheHandler implements IEventHandler<UserGrantsChangedEvent> {
  constructor(private readonly sessions: SessionsService) {}

  handle(event: UserGrantsChangedEvent): Promise<void> {
    return this.sessions.forgetUsers([event.userId]);
  }
}

/** Role, permission, user and customer changes can touch any open session's grants or customers. */
@EventsHandler(CrudChangedEvent)
export class CoreChangesCacheHandler implements IEventHandler<CrudChangedEvent> {
  constructor(private readonly sessions: SessionsService) {}

  async handle(event: CrudChangedEvent): Promise<void> {
    if (!['users', 'roles', 'permissions', 'customers'].includes(event.path)) return;
    // A new user, role or permission is in nobody's grants yet; a new customer is in its creator's.
    if (event.action === 'create' && event.path !== 'customers') return;
    if (event.path === 'users' && event.action === 'save') return this.sessions.forgetUsers(event.ids);
    if (event.path === 'roles' && event.action === 'save') return this.sessions.forgetRoleHolders(event.ids);
    return this.sessions.forgetAll();
  }
}

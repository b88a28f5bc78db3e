import { type SessionIdentity } from '@backoffice/contracts';
import { applyIdentity } from '../providers/session';
import { api } from '../providers/api';

/** Acts on behalf of another user (wildcard only): permissions, customers and user are replaced. */
export async function startSupportSession(userId: number): Promise<SessionIdentity> {
  const identity = await api.core.supportSessionStart({ UserId: userId });
  applyIdentity({ ...identity, supportSessionActive: true });
  return identity;
}

/** Back to one's own identity; customers default to an empty list. */
export async function endSupportSession(): Promise<SessionIdentity> {
  const identity = await api.core.supportSessionEnd({});
  applyIdentity({ ...identity, customers: identity.customers ?? [], supportSessionActive: false });
  return identity;
}

export async function switchActiveCustomer(customerId: number): Promise<SessionIdentity> {
  const identity = await api.core.switchActiveCustomer({ CustomerID: customerId });
  applyIdentity(identity);
  return identity;
}

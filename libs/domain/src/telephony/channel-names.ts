/**
 * Names of PBX channels and queue members as Asterisk writes them: `PJSIP/3001-0000002a`,
 * `SIP/3002-1`, `Local/3001@from-queue-0000001;1`, `Local/3001@from-queue/n`, `Agent/1001`, or a
 * member name such as `Anna Gruber`.
 */

const CHANNEL = /^([A-Za-z0-9_]+)\/([^-@/;]+)/;

/** The extension in a channel name: 'PJSIP/3001-0000002a', 'SIP/3001-1' and 'Local/3001@from-queue/n' give '3001'. */
export function extensionOfChannel(channel: string): string | null {
  const match = CHANNEL.exec(channel.trim());
  return match ? match[2] : null;
}

/**
 * One key per person for the names a queue_log gives a member: a device interface counts by its
 * extension whatever the technology or letter case (`PJSIP/3001`, `pjsip/3001`, `SIP/3001`,
 * `Local/3001@from-queue/n` are one member), `Agent/NNNN` by its agent number, and a member name
 * by its text without regard to letter case or repeated spaces (`Anna Gruber`, `anna  gruber`).
 */
export function queueMemberKey(member: string): string {
  const trimmed = member.trim();
  const channel = CHANNEL.exec(trimmed);
  if (channel) return channel[1].toLowerCase() === 'agent' ? `agent:${channel[2].toLowerCase()}` : `exten:${channel[2].toLowerCase()}`;
  return `name:${trimmed.toLowerCase().replace(/\s+/g, ' ')}`;
}

/** True when the member field names a device interface (`Tech/...`) rather than a person's name. */
export function isChannelName(member: string): boolean {
  return CHANNEL.test(member.trim());
}

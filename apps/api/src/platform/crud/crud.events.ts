/** Published after every committed crud write, so other parts can react (caches, sockets). */
export class CrudChangedEvent {
  constructor(
    readonly path: string,
    readonly action: 'create' | 'save' | 'delete',
    readonly ids: readonly number[],
  ) {}
}

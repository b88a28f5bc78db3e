import type { ResourceDeclaration } from '@backoffice/contracts';
import type { AdminArea } from '../shared/area';

/** Every resource of the given areas by its admin name. */
export function resourceIndex(areas: readonly AdminArea[]): ReadonlyMap<string, ResourceDeclaration> {
  const index = new Map<string, ResourceDeclaration>();
  for (const area of areas) {
    for (const { wire } of area.resources) {
      if (index.has(wire.name)) throw new Error(`Resource '${wire.name}' is registered twice (area '${area.key}')`);
      index.set(wire.name, wire);
    }
  }
  return index;
}

/** The wire declaration (libs/contracts) of a resource in the index; an unknown name throws. */
export function resourceLookup(index: ReadonlyMap<string, ResourceDeclaration>): (resource: string) => ResourceDeclaration {
  return (resource) => {
    const found = index.get(resource);
    if (!found) throw new Error(`Unknown resource '${resource}'`);
    return found;
  };
}

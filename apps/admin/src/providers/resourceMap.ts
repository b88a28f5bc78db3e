import type { ResourceDeclaration } from '@backoffice/contracts';
import type { AdminArea } from '../shell/area';
import { AREAS } from '../areas';

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

const RESOURCES = resourceIndex(AREAS);

/** The wire declaration (libs/contracts) of a resource the areas register. */
export function wireResource(resource: string): ResourceDeclaration {
  const found = RESOURCES.get(resource);
  if (!found) throw new Error(`Unknown resource '${resource}'`);
  return found;
}

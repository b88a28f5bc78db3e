/**
 * The towns the partner map's built-in base layer names when tiles cannot load: GeoNames' towns
 * of the offline geocoder (the same list, read once per process), the most populous in view whose
 * labels do not collide (libs/domain pickMapTowns).
 */
import { Injectable } from '@nestjs/common';
import type { MapTown } from '@backoffice/contracts';
import { pickMapTowns, type GeoBounds } from '@backoffice/domain';
import { geonamesTowns, type Town } from './geonames-towns.js';

@Injectable()
export class MapTowns {
  private byPopulation: Promise<Town[]> | null = null;

  async inView(bounds: GeoBounds, zoom: number): Promise<MapTown[]> {
    const towns = await this.sorted();
    return pickMapTowns(towns, bounds, zoom).map((town) => ({
      name: town.name,
      latitude: town.latitude,
      longitude: town.longitude,
      population: town.population,
      capital: town.featureCode === 'PPLC',
    }));
  }

  private sorted(): Promise<Town[]> {
    this.byPopulation ??= geonamesTowns()
      .then(({ towns }) => [...towns].sort((a, b) => b.population - a.population))
      .catch((error: unknown) => {
        this.byPopulation = null;
        throw error;
      });
    return this.byPopulation;
  }
}

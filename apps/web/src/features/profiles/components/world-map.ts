import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import codes from 'i18n-iso-countries/codes.json';
import world from 'world-atlas/countries-110m.json';
import { MAP_HEIGHT, MAP_WIDTH } from './map-size';

export { MAP_HEIGHT, MAP_WIDTH };

/** Latitudes shown: Antarctica is left out, so the inhabited world fills the frame. */
const TOP = 84;
const BOTTOM = -58;

export type MapCountry = { numeric: string; path: string };

const project = ([lon, lat]: Position): [number, number] => [
  ((lon + 180) / 360) * MAP_WIDTH,
  ((TOP - Math.max(BOTTOM, Math.min(TOP, lat))) / (TOP - BOTTOM)) * MAP_HEIGHT,
];

function ringPath(ring: Position[]): string {
  let d = '';
  let previous: [number, number] | null = null;
  for (const point of ring) {
    const [x, y] = project(point);
    // A ring that crosses the date line would draw a stripe across the map: lift the pen there.
    const jump = previous && Math.abs(x - previous[0]) > MAP_WIDTH / 2;
    d += `${d && !jump ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    previous = [x, y];
  }
  return `${d}Z`;
}

function geometryPath(geometry: Geometry): string {
  if (geometry.type === 'Polygon') return (geometry as Polygon).coordinates.map(ringPath).join('');
  if (geometry.type === 'MultiPolygon') return (geometry as MultiPolygon).coordinates.flatMap((polygon) => polygon.map(ringPath)).join('');
  return '';
}

/** Every country of the 1:110m Natural Earth map as an SVG path, keyed by ISO 3166 numeric code. */
export function worldCountries(): MapCountry[] {
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection;
  return collection.features
    .filter((f: Feature) => f.id !== '010')
    .map((f: Feature) => ({ numeric: String(f.id ?? ''), path: geometryPath(f.geometry) }));
}

const numericByAlpha2 = new Map((codes as string[][]).map(([alpha2, , numeric]) => [alpha2, numeric]));

/** The ISO numeric code of a two-letter country code (the map's key). */
export const numericCode = (alpha2: string) => numericByAlpha2.get(alpha2.toUpperCase()) ?? null;

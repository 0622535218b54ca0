import { useMemo } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, numericCode, worldCountries } from './world-map';
import classes from './impact-map.module.css';

type Reached = { code: string; name: string; total_impacts: number };

/** A world map with the countries a giver's impact reached filled in. */
export default function ImpactMap({ countries }: { countries: readonly Reached[] }) {
  const shapes = useMemo(() => worldCountries(), []);
  const reached = useMemo(() => new Map(countries.map((c) => [numericCode(c.code), c])), [countries]);
  const label = countries.length ? `World map of the countries reached: ${countries.map((c) => c.name).join(', ')}` : 'World map: no countries reached yet';
  return (
    <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={classes.map} role="img" aria-label={label}>
      {shapes.map((shape) => {
        const country = reached.get(shape.numeric);
        return (
          <path key={shape.numeric + shape.path.length} d={shape.path} className={country ? classes.reached : classes.land}>
            {country ? <title>{`${country.name}: ${country.total_impacts.toLocaleString('en-US')} impacts`}</title> : null}
          </path>
        );
      })}
    </svg>
  );
}

/** The world map's drawing size; its place on the profile page keeps this aspect ratio while the map loads. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 430;

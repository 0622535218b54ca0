// The public face of the team module (team accounts): nothing is shared with other modules yet.
export {};

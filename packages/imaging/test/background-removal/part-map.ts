/** A hand-made network map of side `grid`: 1 where `certain(x, y)` holds, 0 elsewhere (the gap tests' maps). */
export function certainMap(grid: number, certain: (x: number, y: number) => boolean): Float32Array {
  const p = new Float32Array(grid * grid);
  for (let y = 0; y < grid; y++) {
    for (let x = 0; x < grid; x++) if (certain(x, y)) p[y * grid + x] = 1;
  }
  return p;
}

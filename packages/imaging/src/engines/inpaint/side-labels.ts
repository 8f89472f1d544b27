/** Largest number of relaxation sweeps of the side fields. */
const MAX_SWEEPS = 60;
/** Stop once no field value moves by more than this. */
const SETTLED = 1e-3;
const OMEGA = 1.8;

/**
 * Side of each pixel of a hole component whose border shows `count` regions, where the continued
 * edges do not separate them (an edge that ends inside the hole: the cup's outline running along a
 * stroke and meeting the saucer's lip). Each side's indicator (1 on its border pixels, 0 on the
 * others) is solved as a membrane over the component (the random-walker segmentation of Grady,
 * 2006): each pixel takes the side whose border it is most connected to. `wall` pixels (the
 * continued edges) block the diffusion and take the side most of their 4-neighbours got.
 * `ringSide` (level-sized): side of the border pixels, -1 elsewhere. Returns the side per
 * component pixel, in the component's order.
 */
export function diffuseSides(component: Int32Array, wall: Uint8Array, ringSide: Int8Array, count: number, width: number, height: number): Int8Array {
  const n = component.length;
  const index = new Int32Array(width * height).fill(-1);
  component.forEach((p, i) => (index[p] = i));
  // Per component pixel its 4-neighbours: component index, or -2 - side for a border pixel, or -1.
  const links = new Int32Array(4 * n).fill(-1);
  for (let i = 0; i < n; i++) {
    const p = component[i];
    if (wall[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    const around = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
    around.forEach((q, j) => {
      if (q < 0) return;
      if (index[q] >= 0) {
        if (!wall[q]) links[4 * i + j] = index[q];
      } else if (ringSide[q] >= 0) links[4 * i + j] = -2 - ringSide[q];
    });
  }
  // Start from the side of the nearest border pixel (breadth-first, walls block): few sweeps then.
  const field = new Float32Array(n * count).fill(1 / count);
  const reached = new Uint8Array(n);
  let front: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < 4; j++) {
      const q = links[4 * i + j];
      if (q >= -1 || reached[i]) continue;
      field.fill(0, i * count, (i + 1) * count);
      field[i * count - 2 - q] = 1;
      reached[i] = 1;
      front.push(i);
    }
  }
  while (front.length > 0) {
    const next: number[] = [];
    for (const i of front) {
      for (let j = 0; j < 4; j++) {
        const q = links[4 * i + j];
        if (q < 0 || reached[q]) continue;
        field.copyWithin(q * count, i * count, (i + 1) * count);
        reached[q] = 1;
        next.push(q);
      }
    }
    front = next;
  }
  const sums = new Float64Array(count);
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let largest = 0;
    for (let i = 0; i < n; i++) {
      let m = 0;
      sums.fill(0);
      for (let j = 0; j < 4; j++) {
        const q = links[4 * i + j];
        if (q === -1) continue;
        m++;
        if (q < -1) sums[-2 - q] += 1;
        else for (let s = 0; s < count; s++) sums[s] += field[q * count + s];
      }
      if (m === 0) continue;
      for (let s = 0; s < count; s++) {
        const step = OMEGA * (sums[s] / m - field[i * count + s]);
        field[i * count + s] += step;
        largest = Math.max(largest, Math.abs(step));
      }
    }
    if (largest < SETTLED) break;
  }
  const labels = new Int8Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (wall[component[i]]) continue;
    let best = -1;
    let bestValue = 1 / count + 1e-4;
    for (let s = 0; s < count; s++) {
      if (field[i * count + s] > bestValue) {
        bestValue = field[i * count + s];
        best = s;
      }
    }
    labels[i] = best;
  }
  // Walls and pixels no border reached: grow the labels inwards.
  const votes = new Int32Array(count);
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (labels[i] >= 0) continue;
      const p = component[i];
      votes.fill(0);
      let any = false;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        const j = q >= 0 && q < index.length ? index[q] : -1;
        if (j >= 0 && labels[j] >= 0) {
          votes[labels[j]]++;
          any = true;
        }
      }
      if (!any) continue;
      let best = 0;
      for (let s = 1; s < count; s++) if (votes[s] > votes[best]) best = s;
      labels[i] = best;
      changed = true;
    }
  }
  return labels;
}

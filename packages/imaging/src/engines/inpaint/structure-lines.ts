import type { Level } from './pyramid';

/** Half-size of the window of known pixels whose gradients give an edge's direction where it enters the hole. */
const TANGENT_RADIUS = 4;

/**
 * Continues the edges that enter a hole component as curves through it: each crossing's
 * direction comes from the structure tensor of the known pixels around it (the edge runs across
 * the dominant gradient); crossings are paired so that each curve leaves along its edge and
 * arrives along its partner's (fewest bends over all pairings), and each pair is joined by a
 * cubic Hermite curve. Only crossings between the same two sides are paired (the cup's rim
 * against the saucer continues as the same rim); an edge whose sides are seen at an odd number
 * of crossings ends inside the hole (a T-junction) and gets no curve. Returns the hole pixels the curves pass through (1 = on a line); the
 * curves are 8-connected, so they cut the hole into 4-connected parts.
 */
export function structureLines(level: Level, crossings: Float32Array, between: Int8Array, centre: [number, number]): Uint8Array {
  const { width, height, hole } = level;
  const n = crossings.length / 2;
  const directions = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const [dx, dy] = edgeDirection(level, crossings[2 * i], crossings[2 * i + 1]);
    // Point it into the hole.
    const inward = (centre[0] - crossings[2 * i]) * dx + (centre[1] - crossings[2 * i + 1]) * dy;
    directions[2 * i] = inward < 0 ? -dx : dx;
    directions[2 * i + 1] = inward < 0 ? -dy : dy;
  }
  const line = new Uint8Array(width * height);
  for (const [a, b] of pairsBySides(crossings, directions, between)) {
    const ax = crossings[2 * a];
    const ay = crossings[2 * a + 1];
    const bx = crossings[2 * b];
    const by = crossings[2 * b + 1];
    const length = Math.hypot(bx - ax, by - ay);
    // Hermite tangents: leave a along its edge, arrive at b against b's inward direction.
    const tax = directions[2 * a] * length;
    const tay = directions[2 * a + 1] * length;
    const tbx = -directions[2 * b] * length;
    const tby = -directions[2 * b + 1] * length;
    const steps = Math.max(8, Math.ceil(length * 4));
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const h00 = 2 * t ** 3 - 3 * t ** 2 + 1;
      const h10 = t ** 3 - 2 * t ** 2 + t;
      const h01 = -2 * t ** 3 + 3 * t ** 2;
      const h11 = t ** 3 - t ** 2;
      const x = Math.round(h00 * ax + h10 * tax + h01 * bx + h11 * tbx);
      const y = Math.round(h00 * ay + h10 * tay + h01 * by + h11 * tby);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const p = y * width + x;
      if (hole[p]) line[p] = 1;
    }
  }
  return line;
}

/** Unit direction of the edge at (cx, cy): across the dominant gradient of the known pixels around it. */
function edgeDirection(level: Level, cx: number, cy: number): [number, number] {
  const { width, height, channels: c, image, hole } = level;
  let xx = 0;
  let xy = 0;
  let yy = 0;
  const x0 = Math.max(1, Math.round(cx) - TANGENT_RADIUS);
  const x1 = Math.min(width - 2, Math.round(cx) + TANGENT_RADIUS);
  const y0 = Math.max(1, Math.round(cy) - TANGENT_RADIUS);
  const y1 = Math.min(height - 2, Math.round(cy) + TANGENT_RADIUS);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const p = y * width + x;
      if (hole[p] || hole[p - 1] || hole[p + 1] || hole[p - width] || hole[p + width]) continue;
      for (let k = 0; k < c; k++) {
        const gx = (image[(p + 1) * c + k] - image[(p - 1) * c + k]) / 2;
        const gy = (image[(p + width) * c + k] - image[(p - width) * c + k]) / 2;
        xx += gx * gx;
        xy += gx * gy;
        yy += gy * gy;
      }
    }
  }
  // Orientation of the dominant gradient; the edge runs perpendicular to it.
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  return [-Math.sin(angle), Math.cos(angle)];
}

/** Crossings grouped by the two sides they separate, each group of even size paired by `bestPairing`. */
function pairsBySides(crossings: Float32Array, directions: Float32Array, between: Int8Array): [number, number][] {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < crossings.length / 2; i++) {
    if (between[2 * i] < 0) continue;
    const key = between[2 * i] * 16 + between[2 * i + 1];
    const group = groups.get(key) ?? [];
    group.push(i);
    groups.set(key, group);
  }
  const out: [number, number][] = [];
  for (const group of groups.values()) if (group.length % 2 === 0) out.push(...bestPairing(crossings, directions, group));
  return out;
}

/** Pairing of the crossings with the least bending (each curve should leave and arrive along its edges). */
function bestPairing(crossings: Float32Array, directions: Float32Array, members: number[]): [number, number][] {
  const cost = (a: number, b: number) => {
    const ux = crossings[2 * b] - crossings[2 * a];
    const uy = crossings[2 * b + 1] - crossings[2 * a + 1];
    const length = Math.hypot(ux, uy) || 1;
    const leave = (directions[2 * a] * ux + directions[2 * a + 1] * uy) / length;
    const arrive = -(directions[2 * b] * ux + directions[2 * b + 1] * uy) / length;
    return 2 - leave - arrive;
  };
  let best: [number, number][] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  const search = (left: number[], pairs: [number, number][], total: number) => {
    if (total >= bestCost) return;
    if (left.length === 0) {
      best = pairs.slice();
      bestCost = total;
      return;
    }
    const [a, ...rest] = left;
    for (let i = 0; i < rest.length; i++) {
      const b = rest[i];
      pairs.push([a, b]);
      search(
        rest.filter((_, j) => j !== i),
        pairs,
        total + cost(a, b),
      );
      pairs.pop();
    }
  };
  search(members, [], 0);
  return best;
}

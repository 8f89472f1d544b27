/** 1 on the cells where `blocked` is 0 that connect (4-neighbours, through such cells) to the grid's border. */
export function reachFromBorder(blocked: Uint8Array, width: number, height: number): Uint8Array {
  const size = width * height;
  const reached = new Uint8Array(size);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (blocked[i] || reached[i]) return;
    reached[i] = 1;
    stack.push(i);
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < size - width) visit(i + width);
  }
  return reached;
}

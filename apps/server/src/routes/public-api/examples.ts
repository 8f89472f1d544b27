/**
 * Request examples of the public API documentation, one per tool in curl, JavaScript (Node 20+
 * or a browser) and Python. The same strings are run by test/public-api/docs-examples.test.ts,
 * so what the docs show works as written. They read the key from VITRINA_API_KEY and the photo
 * from photo.jpg (and mask.png) in the current folder; tools that take no image send a JSON body.
 */

/** Form fields each example sends besides the files: realistic values, every one valid. */
export const EXAMPLE_FIELDS: Record<string, Record<string, string>> = {
  'remove-background': { format: 'png' },
  upscale: { scale: '2', model: 'slim', format: 'jpg' },
  shadow: { format: 'webp' },
  'create-background': { background: '{"type":"solid","color":"#f4efe6"}' },
  generate: { prompt: 'on a marble table, soft morning light', style: 'studio' },
  inpaint: { featherPx: '2' },
  outpaint: { ratio: '16:9' },
  'watermark-removal': { format: 'png' },
  'image-edit': { operation: '{"type":"resize","width":800,"height":800,"fit":"pad"}' },
  'watermark-detect': { detectTiled: 'false' },
  convert: { format: 'webp', quality: '85' },
  'apply-mask': { format: 'png' },
  'fashion-try-on': { category: 'top', quantity: '1' },
};

/** The JSON body of each tool that takes no image: realistic values, every one valid. */
export const EXAMPLE_JSON: Record<string, Record<string, string | number>> = {
  'text-to-image': { prompt: 'a ceramic teapot on a linen tablecloth, (soft window light)1.2', style: 'photo', aspectRatio: '4:3', quantity: 1 },
};

/** Tools whose example sends mask.png as mask_file. */
export const EXAMPLE_MASK_TOOLS = new Set(['inpaint', 'apply-mask']);

/** Tools without a `format` parameter and the format they answer in. */
const FIXED_FORMAT: Record<string, string> = { generate: 'jpg', 'text-to-image': 'png', 'fashion-try-on': 'png' };

const extensionOf = (tool: string, fields: Record<string, string>) =>
  FIXED_FORMAT[tool] ?? (fields.format === 'jpg' ? 'jpg' : fields.format === 'webp' ? 'webp' : 'png');

export interface ToolExamples {
  curl: string;
  javascript: string;
  python: string;
  /** The file each example writes. */
  output: string;
}

/** A value as a Python literal (the examples hold only text and numbers). */
const pyValue = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

/** Examples of a tool that takes no image: its parameters as a JSON body. */
function promptExamples(tool: string, body: Record<string, string | number>, baseUrl: string): ToolExamples {
  const output = `result-${tool}.${extensionOf(tool, {})}`;
  const url = `${baseUrl}/api/v1/${tool}`;
  const json = JSON.stringify(body);
  const curl =
    `curl -sS --fail-with-body -X POST ${url} \\\n  -H "x-api-key: $VITRINA_API_KEY" \\\n  -H 'content-type: application/json' \\\n` +
    `  -d '${json.replaceAll("'", "'\\''")}' \\\n  -o ${output}`;
  const javascript =
    `import { writeFile } from 'node:fs/promises';\n\n` +
    `const response = await fetch('${url}', {\n  method: 'POST',\n  headers: { 'x-api-key': process.env.VITRINA_API_KEY, 'content-type': 'application/json' },\n` +
    `  body: JSON.stringify(${json}),\n});\n` +
    `if (!response.ok) throw new Error(JSON.stringify(await response.json()));\n` +
    `console.log('credits used:', response.headers.get('x-credits-consumed'), 'left:', response.headers.get('x-remaining-credits'));\n` +
    `await writeFile('${output}', Buffer.from(await response.arrayBuffer()));\n`;
  const pyBody = Object.entries(body).map(([name, value]) => `"${name}": ${pyValue(value)}`).join(', ');
  const python =
    `import os, requests\n\n` +
    `response = requests.post(\n    "${url}",\n    headers={"x-api-key": os.environ["VITRINA_API_KEY"]},\n    json={${pyBody}},\n)\n` +
    `response.raise_for_status()\n` +
    `print("credits used:", response.headers["x-credits-consumed"], "left:", response.headers["x-remaining-credits"])\n` +
    `open("${output}", "wb").write(response.content)\n`;
  return { curl, javascript, python, output };
}

export function toolExamples(tool: string, baseUrl: string): ToolExamples {
  const body = EXAMPLE_JSON[tool];
  if (body) return promptExamples(tool, body, baseUrl);
  const fields = EXAMPLE_FIELDS[tool] ?? {};
  const mask = EXAMPLE_MASK_TOOLS.has(tool);
  const output = `result-${tool}.${extensionOf(tool, fields)}`;
  const url = `${baseUrl}/api/v1/${tool}`;
  const curlFields = Object.entries(fields).map(([name, value]) => ` \\\n  -F '${name}=${value}'`).join('');
  const curl =
    `curl -sS --fail-with-body -X POST ${url} \\\n  -H "x-api-key: $VITRINA_API_KEY" \\\n  -F image_file=@photo.jpg` +
    (mask ? ` \\\n  -F mask_file=@mask.png` : '') +
    `${curlFields} \\\n  -o ${output}`;
  const jsFields = Object.entries(fields).map(([name, value]) => `form.append('${name}', '${value}');\n`).join('');
  const javascript =
    `import { readFile, writeFile } from 'node:fs/promises';\n\n` +
    `const form = new FormData();\n` +
    `form.append('image_file', new Blob([await readFile('photo.jpg')]), 'photo.jpg');\n` +
    (mask ? `form.append('mask_file', new Blob([await readFile('mask.png')]), 'mask.png');\n` : '') +
    jsFields +
    `const response = await fetch('${url}', {\n  method: 'POST',\n  headers: { 'x-api-key': process.env.VITRINA_API_KEY },\n  body: form,\n});\n` +
    `if (!response.ok) throw new Error(JSON.stringify(await response.json()));\n` +
    `console.log('credits used:', response.headers.get('x-credits-consumed'), 'left:', response.headers.get('x-remaining-credits'));\n` +
    `await writeFile('${output}', Buffer.from(await response.arrayBuffer()));\n`;
  const pyFields = Object.entries(fields).map(([name, value]) => `"${name}": '${value}'`).join(', ');
  const python =
    `import os, requests\n\n` +
    `files = {"image_file": open("photo.jpg", "rb")${mask ? ', "mask_file": open("mask.png", "rb")' : ''}}\n` +
    `response = requests.post(\n    "${url}",\n    headers={"x-api-key": os.environ["VITRINA_API_KEY"]},\n    files=files,\n    data={${pyFields}},\n)\n` +
    `response.raise_for_status()\n` +
    `print("credits used:", response.headers["x-credits-consumed"], "left:", response.headers["x-remaining-credits"])\n` +
    `open("${output}", "wb").write(response.content)\n`;
  return { curl, javascript, python, output };
}

/** The examples as the markdown of an operation's description. */
export function examplesMarkdown(tool: string, baseUrl: string): string {
  const examples = toolExamples(tool, baseUrl);
  return (
    `\n\n**curl**\n\n\`\`\`bash\n${examples.curl}\n\`\`\`\n\n` +
    `**JavaScript** (Node 20+ as an ES module; in a browser use a File from an input)\n\n\`\`\`js\n${examples.javascript}\`\`\`\n\n` +
    `**Python** (requests)\n\n\`\`\`python\n${examples.python}\`\`\``
  );
}

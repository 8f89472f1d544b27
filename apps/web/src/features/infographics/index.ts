// What other features use of infographics (its public index; ARCHITECTURE.md).
export { infographicsPaths } from './paths';

import { describeGoldens } from '../support/describe-goldens';
import { COMPOSE_GOLDEN_CASES } from './golden-cases';

describeGoldens('create-background goldens', COMPOSE_GOLDEN_CASES);

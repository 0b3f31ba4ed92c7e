import {clouderCliCheck} from './clouder-cli';
import {depthCheck} from './depth';
import {diagramsCheck} from './diagrams';
import {driftCheck} from './drift';
import {frontMatterCheck} from './front-matter';
import {jsonCheck} from './json';
import {ledgerCheck} from './ledger';
import {kubernetesCheck} from './kubernetes';
import {markdownlintCheck} from './markdownlint';
import {placeholdersCheck} from './placeholders';
import {renderedCheck} from './rendered';
import {reviewCheck} from './review';
import {shellcheckCheck} from './shellcheck';
import {spellingCheck} from './spelling';
import {supportCheck} from './support';
import type {ContentCheck} from './types';
import {yamlCheck} from './yaml';
import {yourValuesCheck} from './your-values';

export const CONTENT_CHECKS: readonly ContentCheck[] = [
  markdownlintCheck,
  yamlCheck,
  kubernetesCheck,
  jsonCheck,
  shellcheckCheck,
  frontMatterCheck,
  spellingCheck,
  placeholdersCheck,
  diagramsCheck,
  depthCheck,
  clouderCliCheck,
  ledgerCheck,
  renderedCheck,
  driftCheck,
  reviewCheck,
  supportCheck,
  yourValuesCheck,
];

import {clouderCliCheck} from './clouder-cli';
import {codeLanguageCheck} from './code-language';
import {depthCheck} from './depth';
import {frontMatterCheck} from './front-matter';
import {headingsCheck} from './headings';
import {imagesCheck} from './images';
import {jsonCheck} from './json';
import {kubernetesCheck} from './kubernetes';
import {placeholdersCheck} from './placeholders';
import {shellcheckCheck} from './shellcheck';
import {spellingCheck} from './spelling';
import type {ContentCheck} from './types';
import {yamlCheck} from './yaml';

export const CONTENT_CHECKS: readonly ContentCheck[] = [
  codeLanguageCheck,
  yamlCheck,
  kubernetesCheck,
  jsonCheck,
  shellcheckCheck,
  frontMatterCheck,
  spellingCheck,
  placeholdersCheck,
  headingsCheck,
  imagesCheck,
  depthCheck,
  clouderCliCheck,
];

import { describeDurability } from './testing/durability-suite.ts';
import { embeddedDataDir } from '../test/embedded-data-dir.ts';

describeDurability('embedded', embeddedDataDir('tutorhood-durability-'));

import { describeDurability } from './testing/durability-suite.ts';
import { embeddedDataDir } from './testing/embedded-data-dir.ts';

describeDurability('embedded', embeddedDataDir('tutorhood-durability-'));

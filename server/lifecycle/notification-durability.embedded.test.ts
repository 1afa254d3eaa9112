import { embeddedDataDir } from '../test/embedded-data-dir.ts';
import { describeNotificationDurability } from './testing/notification-durability-suite.ts';

describeNotificationDurability('embedded', embeddedDataDir('tutorhood-notify-durability-'));

import os from 'node:os';

/** This process among the instances, as a load balancer's logs would name it: host name and process id. */
export const INSTANCE_ID = `${os.hostname()}/${process.pid}`;

import type { Config } from "@react-router/dev/config";

// A bare React Router 7 page: the framework's own floor for size and throughput.
export default { ssr: true, appDirectory: "app", buildDirectory: "build" } satisfies Config;

import type { preview as en } from "../en/preview";

export const preview: Record<keyof typeof en, string> = {
  "preview.invalid.title": "此預覽連結無效",
  "preview.invalid.body": "請確認已複製完整連結，或從管理後台重新開啟預覽。",
  "preview.expired.title": "此預覽連結已過期",
  "preview.expired.body": "預覽連結有效一小時。請從管理後台重新開啟預覽。",
  "preview.revoked.title": "此預覽連結已失效",
  "preview.revoked.body": "建立此連結的職員已登出。請從管理後台重新開啟預覽。",
  "preview.gone.title": "此草稿已無法預覽",
  "preview.gone.body": "草稿已發佈或捨棄，或在建立此連結後已有更改。請從管理後台重新開啟預覽。",
};

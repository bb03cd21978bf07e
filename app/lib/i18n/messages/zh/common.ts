import type { common as en } from "../en/common";

export const common: Record<keyof typeof en, string> = {
  "site.name": "Lumina Threads",
  "site.tagline": "自1985年起專注高級金屬刺繡線",
  "site.description": "Lumina Threads 自1985年起於香港及京都生產高級金屬及特種刺繡線與金屬針織紗線。",
  "nav.home": "首頁",
  "nav.about": "關於我們",
  "nav.products": "產品",
  "nav.gallery": "作品集",
  "nav.news": "新聞與活動",
  "nav.contact": "聯絡我們",
  "error.title": "發生錯誤",
  "error.body": "暫時無法顯示此頁面，請稍後再試。",
  "error.home": "返回首頁",
  "notFound.title": "找不到頁面",
  "notFound.body": "抱歉，您要找的頁面不存在。",
  "notFound.home": "返回首頁",
  "company.address": "香港九龍新蒲崗大有街18號九龍金工業大廈12樓1208室",
  "toast.region": "通知",
  "toast.dismiss": "關閉通知",
};

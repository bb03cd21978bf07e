/** Shared interface strings: brand, navigation, error pages. */
export const common = {
  "site.name": "Lumina Threads",
  "site.tagline": "Premium Metallic Embroidery Threads since 1985",
  "site.description":
    "Lumina Threads makes premium metallic and specialty embroidery threads and metallic knitting yarn in Hong Kong and Kyoto since 1985.",
  "nav.home": "Home",
  "nav.about": "About Us",
  "nav.products": "Products",
  "nav.gallery": "Gallery",
  "nav.news": "News & Events",
  "nav.contact": "Contact Us",
  "error.title": "Something went wrong",
  "error.body": "We could not show this page. Please try again in a moment.",
  "error.home": "Return to Home",
  "notFound.title": "Page Not Found",
  "notFound.body": "Sorry, the page you're looking for doesn't exist.",
  "notFound.home": "Return to Home",
  "meta.pageTitle": "{title} – Page {page}",
  "meta.pageDescription": "{description} Page {page}.",
  "company.address":
    "Unit 1208, 12/F, Kowloon Gold Industrial Building, 18 Tai Yau Street, San Po Kong, Kowloon, Hong Kong",
  "http.notFound": "Not Found",
  "http.badRequest": "Bad Request",
  "http.serverError": "Server Error",
  "toast.region": "Notifications",
  "toast.dismiss": "Dismiss notification",
} as const;

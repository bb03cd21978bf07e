/** Layout (header, footer, social), home, about, contact, newsletter. */
export const site = {
  "header.menu": "Open menu",
  "header.closeMenu": "Close menu",
  "header.mainNav": "Main",
  "header.mobileNav": "Mobile",
  "header.languages": "Languages",
  "header.skip": "Skip to content",
  "header.scrollTop": "Back to top",

  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  "social.wechat": "WeChat",
  "social.whatsapp": "WhatsApp",
  "social.follow": "Follow us",
  "social.wechatCaption": "Scan to follow us on WeChat",
  "social.whatsappCaption": "Scan to WhatsApp",
  "social.clickHere": "Click Here",
  "social.clickHereContext": " to chat with us on WhatsApp",
  "social.wechatQr": "WeChat QR code",
  "social.whatsappQr": "WhatsApp QR code",
  "social.loading": "Loading",
  "social.whatsappGreeting": "Hello Lumina Threads, I would like to know more about your metallic threads.",

  "footer.blurb":
    "Premium metallic threads since 1985. We create embroidery solutions that combine beauty, durability and sustainability.",
  "footer.quickLinks": "Quick Links",
  "footer.contactUs": "Contact Us",
  "footer.newsletter": "Newsletter",
  "footer.newsletterIntro": "New colours, collections and events, a few times a year.",
  "footer.rights": "© {year} Lumina Threads. All rights reserved.",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.close": "Close",
  "footer.emailHidden": "info at lumina-threads dot example",

  "newsletter.label": "Email address",
  "newsletter.placeholder": "Your email address",
  "newsletter.submit": "Subscribe",
  "newsletter.submitting": "Subscribing...",
  "newsletter.success": "Thank you for subscribing to our newsletter!",
  "newsletter.invalid": "Please enter a valid email address.",
  "newsletter.duplicate": "This email is already subscribed to our newsletter.",
  "newsletter.failed": "Failed to subscribe. Please try again later.",
  "newsletter.limited": "Too many attempts. Please wait a few minutes and try again.",

  "privacy.updated": "Last updated: 1 January 2026",
  "privacy.p1":
    "Lumina Threads respects your privacy. This policy explains what personal data we collect through this website and how we use it.",
  "privacy.h2": "What we collect",
  "privacy.p2":
    "When you send us a message we receive your name, e-mail address and the content of your message. When you subscribe to our newsletter we keep your e-mail address. We do not sell personal data and we do not use advertising trackers.",
  "privacy.h3": "How we use it",
  "privacy.p3":
    "We use your details only to answer your enquiry, to send the newsletter you asked for and to keep our records as required by law. You can unsubscribe from the newsletter at any time.",
  "privacy.h4": "Your rights",
  "privacy.p4":
    "Under the Personal Data (Privacy) Ordinance of Hong Kong you may ask to see, correct or delete the personal data we hold about you. To make a request, or for any question about this policy, write to us at:",

  "terms.updated": "Last updated: 1 January 2026",
  "terms.p1":
    "By using this website you agree to these terms. The site presents Lumina Threads and its products for information; it does not sell online.",
  "terms.h2": "Content and product information",
  "terms.p2":
    "We take care that product descriptions, colours and technical data are accurate, but colours on screen may differ from the thread itself and specifications may change. Quotations are confirmed in writing by our sales team.",
  "terms.h3": "Intellectual property",
  "terms.p3":
    "Texts, photographs, logos and designs on this website belong to Lumina Threads or its licensors and may not be reused without written permission.",
  "terms.h4": "Changes and governing law",
  "terms.p4":
    "We will give at least 30 days' notice on this website of any material change to these terms. These terms are governed by the laws of the Hong Kong Special Administrative Region, and its courts have exclusive jurisdiction.",

  "home.title": "Premium metallic embroidery threads since 1985",
  "home.description":
    "Lumina Threads makes premium metallic and specialty embroidery threads and metallic knitting yarn in Hong Kong and Kyoto since 1985.",
  "home.eyebrow": "Hong Kong · Kyoto · Since 1985",
  "home.headline": "Threads that catch the light",
  "home.subhead":
    "Premium metallic and specialty embroidery threads, made for designers, brands and factories who will not compromise on shine.",
  "home.ctaProducts": "Explore Products",
  "home.ctaAbout": "Our Story",
  "home.carouselLabel": "Featured images",
  "home.carouselRole": "carousel",
  "home.previous": "Previous slide",
  "home.next": "Next slide",
  "home.goToSlide": "Show slide {number}",
  "home.defaultImageAlt": "Cones of antique gold, gold and silver metallic thread in soft studio light",
  "home.carouselFailed": "Failed to load carousel images",
  "home.featuredFailed": "Failed to load featured products",
  "home.aboutLabel": "About Lumina Threads",
  "home.aboutTitle": "Four decades of metallic craft",
  "home.aboutBody":
    "Founded in Hong Kong in 1985, Lumina Threads spins, twists and finishes metallic threads in our own factory in Kyoto. Every cone is checked for colour, strength and smooth running on modern embroidery machines.",
  "home.aboutLink": "Read our story",
  "home.statYears": "Years of craft",
  "home.statColours": "Colours in stock",
  "home.statCountries": "Countries served",
  "home.featuredLabel": "Collection",
  "home.featuredTitle": "Featured products",
  "home.featuredEmpty": "Our featured products will appear here soon.",
  "home.learnMore": "Learn more",
  "home.viewAll": "View all products",
  "home.testimonialsLabel": "Testimonials",
  "home.testimonialsTitle": "Trusted by makers worldwide",
  "home.testimonial1":
    "The gold runs through our machines at full speed without a single break. Our couture clients notice the difference immediately.",
  "home.testimonial1Name": "Mei Ling Chan",
  "home.testimonial1Role": "Atelier director, Hong Kong",
  "home.testimonial2":
    "Colour is consistent from lot to lot, which matters when a collection is produced in three countries.",
  "home.testimonial2Name": "Laura Bianchi",
  "home.testimonial2Role": "Production manager, Milan",
  "home.testimonial3":
    "Their team helped us match a vintage silver exactly. Samples arrived in days, the bulk order in three weeks.",
  "home.testimonial3Name": "Kenji Watanabe",
  "home.testimonial3Role": "Textile designer, Osaka",
  "home.ctaTitle": "Let's create something brilliant",
  "home.ctaBody":
    "Tell us about your project: our specialists will recommend the right thread, colour and finish, and send samples.",
  "home.ctaContact": "Contact Us",
  "home.ctaBrowse": "Browse Products",

  "about.title": "About Us",
  "about.description":
    "The story of Lumina Threads: metallic embroidery threads made in Kyoto since 1985, our values, sustainability and work with the embroidery community.",
  "about.label": "OUR STORY",
  "about.intro":
    "Since 1985 we have made threads that bring light to fabric: for couture houses, uniform makers, costume studios and home embroiderers around the world.",
  "about.historyTitle": "Our history",
  "about.history1":
    "Lumina Threads began in 1985 as a small trading office in San Po Kong, Kowloon, supplying metallic thread to Hong Kong's garment makers. Our founders believed that metallic thread could be as dependable as cotton: bright, soft to the hand and strong enough for high-speed machines.",
  "about.history2":
    "In 1996 we opened our own factory in Kyoto, a city with centuries of tradition in gold and silver thread for kimono weaving. There, our technicians combine that heritage with modern slitting, twisting and coating lines. Today we ship to embroiderers and brands in more than forty countries.",
  "about.yarnTitle": "Metallic yarn",
  "about.yarn1":
    "A metallic thread starts as a polyester film, vacuum-coated with a fine layer of aluminium and protected with coloured lacquer. The film is slit into ribbons narrower than a hair, then wrapped around a core of polyester or rayon so that it runs smoothly through the needle.",
  "about.yarn2":
    "Our metallic knitting yarns use the same film, twisted with soft fibres for sweaters, scarves and trims that shine without scratching. Every lot is tested for tensile strength, abrasion and colour fastness before it leaves Kyoto.",
  "about.valuesTitle": "Core values",
  "about.value1Title": "Craft",
  "about.value1Body":
    "We measure quality in microns and test every lot, because a single break costs our customers hours.",
  "about.value2Title": "Consistency",
  "about.value2Body":
    "The same colour, lot after lot, so that a collection looks the same in Hong Kong, Milan and New York.",
  "about.value3Title": "Partnership",
  "about.value3Body": "Our specialists answer within one working day and develop custom colours with you.",
  "about.value4Title": "Responsibility",
  "about.value4Body":
    "We reduce waste, energy and chemicals at every step, and we are open about how our threads are made.",
  "about.sustainabilityTitle": "Sustainability",
  "about.sustainability1":
    "Our Kyoto factory runs on a growing share of solar power and recycles the water of its coating line. Offcuts of film and core are collected and returned to recyclers instead of landfill.",
  "about.sustainability2":
    "We offer threads with recycled polyester cores and lead-free, heavy-metal-free lacquers, and we ship on recycled paper cones with plastic-free packaging.",
  "about.communityTitle": "Community and education",
  "about.community1":
    "We share what we know. Each year we host embroidery workshops in Hong Kong and Kyoto, support textile students with materials for their graduate collections, and publish free guides on machine settings for metallic threads.",
  "about.community2":
    "Our team works with schools and craft associations to keep traditional gold-thread techniques alive, and to introduce them to a new generation of designers.",
  "about.ctaTitle": "Work with us",
  "about.ctaBody": "Looking for a metallic thread for your next collection? Our team will help you choose.",
  "about.historyImageAlt": "A lotus couched in antique gold thread on crimson silk",
  "about.yarnImageAlt": "Twisted silver and gold metallic threads in close-up",
  "about.sustainabilityImageAlt": "Cones of gold and emerald metallic thread on a sage backdrop",
  "about.communityImageAlt": "A goldwork rose couched on ivory linen",

  "contact.title": "Contact Us",
  "contact.description":
    "Contact Lumina Threads about metallic embroidery threads, samples, custom colours and orders. Office in San Po Kong, Kowloon, Hong Kong.",
  "contact.label": "GET IN TOUCH",
  "contact.intro":
    "Have a question about our metallic threads, samples, custom colours or an order? Send us a message and our specialists will get back to you within one working day.",
  "contact.getInTouch": "Get In Touch",
  "contact.address": "Address",
  "contact.phone": "Phone",
  "contact.email": "E-mail",
  "contact.hours": "Business hours",
  "contact.hoursValue": "Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM, Sun closed",
  "contact.sendMessage": "Send Us a Message",
  "contact.name": "Name",
  "contact.emailField": "Email",
  "contact.subject": "Subject",
  "contact.message": "Message",
  "contact.namePlaceholder": "Your name",
  "contact.emailPlaceholder": "you@example.com",
  "contact.subjectPlaceholder": "How can we help?",
  "contact.messagePlaceholder": "Tell us about your project",
  "contact.honeypot": "Leave this field empty",
  "contact.submit": "Send Message",
  "contact.submitting": "Sending...",
  "contact.success": "Message sent successfully! We'll get back to you soon.",
  "contact.failure": "Failed to send message. Please try again later.",
  "contact.limited": "Too many messages sent. Please wait a few minutes and try again.",
  "contact.error.name": "Name must be at least 2 characters.",
  "contact.error.email": "Please enter a valid email address.",
  "contact.error.subject": "Subject must be at least 3 characters.",
  "contact.error.message": "Message must be at least 10 characters.",
  "contact.error.nameTooLong": "Name must be at most 100 characters.",
  "contact.error.subjectTooLong": "Subject must be at most 200 characters.",
  "contact.error.messageTooLong": "Message must be at most 5,000 characters.",
  "contact.location": "Our Location",
  "contact.mapTitle": "Map of our office in San Po Kong, Kowloon, Hong Kong",
  "contact.mapLink": "Open in OpenStreetMap",

  "notFound.description": "The page you are looking for does not exist.",
} as const;

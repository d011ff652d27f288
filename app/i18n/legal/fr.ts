/** Déclaration de confidentialité et conditions de vente en français (Belgique) : les clés de en.ts. */
import { blocks } from "./blocks.ts";
import type { LegalMessages } from "./en.ts";

export const fr = {
  legal: {
    updated: "Dernière mise à jour : {{date}}",
    contents: "Sur cette page",
    privacy: {
      title: "Déclaration de confidentialité",
      intro:
        "Cette déclaration explique simplement quelles données personnelles nous traitons lorsque vous visitez notre site, créez un compte, commandez un bijou ou nous demandez d'estimer votre or, vos diamants ou votre montre.",
      sections: {
        controller: {
          title: "Qui est responsable de vos données",
          body: "{{name}} est le responsable du traitement de vos données personnelles : c'est nous qui décidons ce qui est collecté et pourquoi. Vous pouvez nous joindre :",
        },
        data: {
          title: "Ce que nous collectons et pourquoi",
          body: blocks(
            "- Votre compte : votre adresse e-mail, votre nom et, si vous l'indiquez, votre numéro de téléphone, pour que vous puissiez vous connecter, suivre vos commandes et commander plus vite. Nous ne conservons votre mot de passe que sous forme d'empreinte (hash), qui ne permet pas de le retrouver. Si vous vous connectez par un autre service (comme Google), celui-ci nous transmet votre adresse e-mail et votre nom.\n- Vos commandes : votre nom, votre numéro de téléphone, votre adresse de livraison et les bijoux commandés (avec carats, métal, taille de bague et prix), pour préparer, livrer et facturer votre commande et répondre à vos questions.\n- Les demandes d'estimation envoyées par le formulaire de contact : votre nom, votre adresse e-mail, votre numéro de téléphone, votre message et les photos jointes, pour estimer vos objets et vous faire une offre.\n- Alertes sur le prix de l'or : votre adresse e-mail, la langue et le prix que vous avez choisis, pour vous écrire lorsque l'or fin franchit ce prix, une fois l'adresse confirmée.\n- Des données techniques : pour protéger nos formulaires contre les abus, notre serveur utilise brièvement votre adresse IP afin de limiter le nombre de tentatives.",
            "Nous ne vendons pas vos données et ne les utilisons pas pour prendre des décisions automatisées vous concernant.",
          ),
        },
        cookies: {
          title: "Cookies et technologies similaires",
          body: blocks(
            "Nous n'enregistrons que ce dont le site a besoin pour fonctionner, sauf si vous acceptez davantage :",
            "- Un cookie de session, uniquement si vous vous connectez, pour garder votre session ouverte. Il disparaît lorsque vous vous déconnectez ou qu'il expire.\n- Votre choix de langue, pour que le site s'ouvre dans votre langue la fois suivante.\n- Votre panier, conservé dans votre propre navigateur jusqu'à ce que vous commandiez ou le vidiez.\n- Votre choix en matière de cookies (tout accepter, tout refuser ou votre propre sélection), conservé dans votre navigateur pour ne pas vous le redemander à chaque page.",
            "Le plan d'accès à notre magasin et tout autre contenu de tiers ne se chargent qu'après que vous avez accepté les cookies fonctionnels. Nous n'utilisons de cookies d'analyse ou de marketing que si vous les acceptez. Pour modifier votre choix, effacez les données enregistrées de ce site dans votre navigateur : le bandeau cookies vous reposera alors la question.",
          ),
        },
        bases: {
          title: "Bases légales",
          body: blocks(
            "- Le contrat : votre compte et vos commandes, ainsi que les démarches que vous demandez avant une vente, comme une estimation.\n- L'obligation légale : conserver les factures et les données de commande comme l'exige la législation comptable et fiscale belge.\n- L'intérêt légitime : protéger le site et nos formulaires contre les abus.\n- Le consentement : les cookies facultatifs et les contenus de tiers. Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause ce qui a été fait auparavant.",
          ),
        },
        retention: {
          title: "Combien de temps nous conservons vos données",
          body: blocks(
            "- Commandes et factures : 7 ans après la fin de l'exercice comptable, comme l'exige le droit comptable belge.\n- Demandes d'estimation et leurs photos : 2 ans après notre dernier contact à leur sujet, sauf si elles aboutissent à une vente.\n- Alertes sur le prix de l'or : jusqu'à ce que vous arrêtiez l'alerte via le lien de l'un de ses e-mails ; une alerte jamais confirmée, 7 jours.\n- Votre compte : jusqu'à ce que vous nous demandiez de le supprimer. Vos commandes restent alors conservées pendant la durée indiquée ci-dessus.\n- Le cookie de session : jusqu'à votre déconnexion ou son expiration. Votre choix en matière de cookies : jusqu'à ce que vous l'effaciez dans votre navigateur.",
          ),
        },
        recipients: {
          title: "Qui reçoit vos données",
          body: blocks(
            "Uniquement les prestataires dont nous avons besoin, liés par un contrat qui les oblige à n'utiliser vos données que pour nos finalités :",
            "- notre hébergeur, qui fait fonctionner le site et sa base de données ;\n- notre service d'envoi d'e-mails, qui envoie les confirmations de commande, nos réponses et les e-mails de réinitialisation du mot de passe ;\n- en cas de livraison assurée, le transporteur, qui reçoit votre nom, votre numéro de téléphone et votre adresse de livraison.",
            "Votre banque et la nôtre traitent votre paiement par virement. Si un prestataire traite des données en dehors de l'Espace économique européen, nous veillons à ce que des garanties appropriées s'appliquent, comme les clauses contractuelles types de la Commission européenne.",
          ),
        },
        rights: {
          title: "Vos droits",
          body: blocks(
            "Vous pouvez à tout moment nous demander l'accès à vos données, leur rectification, leur effacement ou la limitation de leur utilisation, ou encore les recevoir dans un format courant pour les utiliser ailleurs (portabilité). Vous pouvez vous opposer à un traitement fondé sur notre intérêt légitime. Nous répondons dans un délai d'un mois.",
            "Si vous estimez que nous ne traitons pas correctement vos données, dites-le-nous d'abord. Vous avez aussi le droit d'introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).",
          ),
        },
        contact: {
          title: "Contact",
          body: "Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous ou appelez-nous :",
        },
      },
    },
    terms: {
      title: "Conditions générales de vente",
      intro:
        "Ces conditions s'appliquent à toute commande passée sur ce site. Elles vous disent simplement ce que vous pouvez attendre de nous et ce que nous attendons de vous. Le droit belge et européen de la consommation s'applique toujours, même là où ces conditions ne disent rien.",
      sections: {
        seller: {
          title: "Qui vend",
          body: "Le vendeur est :",
        },
        prices: {
          title: "Prix",
          body: blocks(
            "Tous les prix sont en euros, TVA comprise. Les éventuels frais de livraison vous sont indiqués avant la commande. Le prix applicable est celui affiché au moment de votre commande.",
            "Si un prix est manifestement erroné (par exemple une bague au dixième de sa valeur), nous vous prévenons avant d'accepter votre paiement, et vous pouvez annuler la commande sans frais.",
          ),
        },
        order: {
          title: "Votre commande et le contrat",
          body: blocks(
            "Il faut un compte pour commander. Vous choisissez vos bijoux, vérifiez le récapitulatif et son total, puis confirmez avec le bouton qui passe la commande avec obligation de paiement.",
            "Le contrat est conclu lorsque vous recevez notre confirmation par e-mail. Beaucoup de nos bijoux sont des pièces uniques : si une pièce n'est finalement plus disponible, nous vous le disons aussitôt et vous remboursons ce que vous avez déjà payé.",
          ),
        },
        payment: {
          title: "Paiement",
          body: blocks(
            "Vous payez par virement sur le compte indiqué dans votre confirmation de commande et dans notre e-mail, avec la communication structurée qui y figure (+++123/4567/89012+++), afin que votre paiement soit rattaché à votre commande. Si vous retirez votre commande au magasin, vous pouvez aussi y payer.",
            "Nous vous réservons vos bijoux pendant 7 jours. Si votre paiement ne nous est pas parvenu d'ici là, nous vous contactons et pouvons annuler la commande. Les bijoux restent notre propriété jusqu'à leur paiement complet.",
          ),
        },
        delivery: {
          title: "Retrait et livraison",
          body: blocks(
            "- Retrait gratuit dans notre magasin à Anvers, pendant les heures d'ouverture, dès que nous vous annonçons que votre commande est prête. Munissez-vous d'une pièce d'identité.\n- Livraison assurée en Belgique, aux Pays-Bas, en France ou au Luxembourg pour {{fee}}, gratuite à partir de {{freeFrom}}. Nous expédions votre commande dès réception de votre paiement, au plus tard dans les 30 jours.",
            "Le risque de perte ou d'endommagement vous est transféré lorsque vous, ou la personne que vous désignez, recevez le colis. Vérifiez l'emballage à la réception et signalez-nous tout problème dans les jours qui suivent.",
          ),
        },
        withdrawal: {
          title: "Votre droit de rétractation de 14 jours",
          body: blocks(
            "Vous pouvez vous rétracter d'un achat fait sur ce site, sans donner de motif, dans les 14 jours à compter du jour où vous, ou une personne que vous désignez autre que le transporteur, recevez le bijou. Informez-nous clairement par e-mail ou par courrier avant la fin de ce délai ; vous pouvez utiliser le modèle de formulaire de rétractation du Code de droit économique, mais ce n'est pas obligatoire.",
            "Renvoyez ou rapportez le bijou, non porté et avec ses certificats et son emballage, dans les 14 jours qui suivent votre notification. Les frais de retour sont à votre charge ; nous vous conseillons un envoi assuré. Nous vous remboursons tout ce que vous avez payé, y compris les frais de livraison standard, dans les 14 jours suivant votre notification, par virement ; nous pouvons attendre d'avoir récupéré le bijou. Vous répondez de la dépréciation due à des manipulations autres que celles nécessaires pour examiner le bijou.",
            "Exception : le droit de rétractation ne s'applique pas aux bijoux confectionnés selon vos spécifications, comme une bague mise à votre taille ou gravée à votre demande. Nous vous le signalons toujours avant de commencer le travail.",
          ),
        },
        guarantee: {
          title: "Garantie légale",
          body: blocks(
            "Chaque bijou bénéficie de la garantie légale de conformité de 2 ans à compter de la livraison. Si un bijou présente un défaut qui existait à la livraison, nous le réparons ou le remplaçons gratuitement ; si c'est impossible ou disproportionné, vous avez droit à une réduction du prix ou à la résolution du contrat. Signalez-nous le défaut dans les 2 mois après l'avoir constaté.",
            "La garantie ne couvre pas l'usure normale ni les dommages causés par un choc, une chute ou un entretien inadapté.",
          ),
        },
        complaints: {
          title: "Réclamations",
          body: blocks(
            "Si quelque chose ne va pas, contactez-nous d'abord : la plupart des problèmes se règlent vite au magasin ou par e-mail. Nous répondons à chaque réclamation dans les 7 jours ouvrables.",
            "À défaut d'accord, vous pouvez vous adresser gratuitement au Service de Médiation pour le Consommateur (www.mediationconsommateur.be). La plateforme européenne de règlement en ligne des litiges (RLL) a fermé en 2025 et n'accepte plus de plaintes.",
          ),
        },
        law: {
          title: "Droit applicable et tribunaux compétents",
          body: "Ces conditions et chaque vente sont régies par le droit belge. Les litiges relèvent des tribunaux d'Anvers. Si vous êtes consommateur, cela ne vous prive jamais de la protection du droit impératif du pays où vous résidez, ni de votre droit de saisir le tribunal de votre domicile.",
        },
      },
    },
  },
} satisfies LegalMessages;

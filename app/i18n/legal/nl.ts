/** Privacyverklaring en verkoopvoorwaarden in het (Belgisch) Nederlands: de sleutels van en.ts. */
import { blocks } from "./blocks.ts";
import type { LegalMessages } from "./en.ts";

export const nl = {
  legal: {
    updated: "Laatst bijgewerkt: {{date}}",
    contents: "Op deze pagina",
    privacy: {
      title: "Privacyverklaring",
      intro:
        "In deze verklaring leggen we in eenvoudige taal uit welke persoonsgegevens we verwerken wanneer u onze website bezoekt, een account aanmaakt, een juweel bestelt of ons vraagt uw goud, diamanten of horloge te waarderen.",
      sections: {
        controller: {
          title: "Wie is verantwoordelijk voor uw gegevens",
          body: "{{name}} is de verwerkingsverantwoordelijke voor uw persoonsgegevens: wij bepalen wat er verzameld wordt en waarom. U bereikt ons op:",
        },
        data: {
          title: "Wat we verzamelen en waarom",
          body: blocks(
            "- Uw account: uw e-mailadres, uw naam en, als u het invult, uw telefoonnummer, zodat u kunt inloggen, uw bestellingen kunt volgen en sneller kunt afrekenen. Uw wachtwoord bewaren we alleen als hash, waaruit het niet terug te lezen is. Logt u in via een andere dienst (zoals Google), dan ontvangen we daarvan uw e-mailadres en naam.\n- Uw bestellingen: uw naam, telefoonnummer, leveringsadres en de juwelen die u bestelt (met karaat, metaal, ringmaat en prijs), om uw bestelling voor te bereiden, te leveren en te factureren en om uw vragen erover te beantwoorden.\n- Waarderingsaanvragen via het contactformulier: uw naam, e-mailadres, telefoonnummer, uw bericht en de foto's die u meestuurt, om uw stukken te waarderen en u een bod te doen.\n- Goudprijsalarmen: uw e-mailadres, de taal en de prijs die u koos, om u te mailen wanneer fijn goud die prijs kruist, zodra u het adres bevestigd hebt.\n- Technische gegevens: om onze formulieren tegen misbruik te beschermen, gebruikt onze server kortstondig uw IP-adres om het aantal pogingen te beperken.",
            "We verkopen uw gegevens niet en gebruiken ze niet voor geautomatiseerde beslissingen over u.",
          ),
        },
        cookies: {
          title: "Cookies en vergelijkbare technieken",
          body: blocks(
            "We bewaren alleen wat de website nodig heeft om te werken, tenzij u met meer instemt:",
            "- Een sessiecookie, alleen als u inlogt, om u ingelogd te houden. Die verdwijnt wanneer u uitlogt of wanneer hij verloopt.\n- Uw taalkeuze, zodat de website de volgende keer in uw taal opent.\n- Uw winkelmandje, bewaard in uw eigen browser tot u bestelt of het leegmaakt.\n- Uw cookiekeuze (aanvaarden, weigeren of uw eigen selectie), bewaard in uw browser zodat we het niet op elke pagina opnieuw vragen.",
            "De kaart van onze winkel en andere inhoud van derden worden pas geladen nadat u functionele cookies hebt aanvaard. Analytische of marketingcookies gebruiken we alleen als u ze aanvaardt. Wilt u uw keuze wijzigen, wis dan de opgeslagen gegevens van deze website in uw browser: de cookiebanner vraagt het u dan opnieuw.",
          ),
        },
        bases: {
          title: "Rechtsgronden",
          body: blocks(
            "- Overeenkomst: uw account en uw bestellingen, en de stappen die u vóór een verkoop vraagt, zoals een waardering.\n- Wettelijke verplichting: facturen en bestelgegevens bewaren zoals de Belgische boekhoud- en belastingwetgeving dat vraagt.\n- Gerechtvaardigd belang: de website en onze formulieren beschermen tegen misbruik.\n- Toestemming: optionele cookies en inhoud van derden. U kunt uw toestemming altijd intrekken; wat eerder gebeurde, blijft daarbij rechtmatig.",
          ),
        },
        retention: {
          title: "Hoelang we uw gegevens bewaren",
          body: blocks(
            "- Bestellingen en facturen: 7 jaar na het einde van het boekjaar, zoals de Belgische boekhoudwetgeving vereist.\n- Waarderingsaanvragen en hun foto's: 2 jaar na ons laatste contact erover, tenzij ze tot een verkoop leiden.\n- Goudprijsalarmen: tot u het alarm stopt met de link in een van zijn mails; een alarm dat u nooit bevestigde, 7 dagen.\n- Uw account: tot u ons vraagt het te verwijderen. Uw bestellingen bewaren we dan nog gedurende de termijn hierboven.\n- De sessiecookie: tot u uitlogt of hij verloopt. Uw cookiekeuze: tot u ze in uw browser wist.",
          ),
        },
        recipients: {
          title: "Wie uw gegevens ontvangt",
          body: blocks(
            "Alleen de dienstverleners die we nodig hebben, met een overeenkomst die hen verplicht uw gegevens uitsluitend voor onze doeleinden te gebruiken:",
            "- onze hostingprovider, die de website en haar database draait;\n- onze e-maildienst, die orderbevestigingen, antwoorden en e-mails om uw wachtwoord opnieuw in te stellen verstuurt;\n- bij verzekerde levering de vervoerder, die uw naam, telefoonnummer en leveringsadres krijgt.",
            "Uw bank en de onze verwerken uw betaling per overschrijving. Verwerkt een dienstverlener gegevens buiten de Europese Economische Ruimte, dan zorgen we voor passende waarborgen, zoals de standaardcontractbepalingen van de Europese Commissie.",
          ),
        },
        rights: {
          title: "Uw rechten",
          body: blocks(
            "U kunt ons altijd vragen om inzage in uw gegevens, om ze te verbeteren, te wissen of het gebruik ervan te beperken, of om ze in een gangbaar formaat te krijgen om ze elders te gebruiken (overdraagbaarheid). U kunt bezwaar maken tegen een verwerking op basis van ons gerechtvaardigd belang. We antwoorden binnen een maand.",
            "Vindt u dat we niet correct met uw gegevens omgaan, laat het ons dan eerst weten. U hebt ook het recht een klacht in te dienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).",
          ),
        },
        contact: {
          title: "Contact",
          body: "Voor elke vraag over uw gegevens of om uw rechten uit te oefenen, kunt u ons schrijven of bellen:",
        },
      },
    },
    terms: {
      title: "Algemene verkoopvoorwaarden",
      intro:
        "Deze voorwaarden gelden voor elke bestelling op deze website. Ze zeggen in eenvoudige taal wat u van ons mag verwachten en wat wij van u verwachten. Het Belgische en Europese consumentenrecht geldt altijd, ook waar deze voorwaarden niets zeggen.",
      sections: {
        seller: {
          title: "Wie verkoopt",
          body: "De verkoper is:",
        },
        prices: {
          title: "Prijzen",
          body: blocks(
            "Alle prijzen zijn in euro en inclusief btw. Eventuele leveringskosten ziet u voordat u bestelt. De prijs die geldt, is de prijs die vermeld staat op het moment van uw bestelling.",
            "Is een prijs duidelijk verkeerd (bijvoorbeeld een ring aan een tiende van zijn waarde), dan laten we het u weten voordat we uw betaling aanvaarden, en kunt u de bestelling kosteloos annuleren.",
          ),
        },
        order: {
          title: "Uw bestelling en de overeenkomst",
          body: blocks(
            "Om te bestellen hebt u een account nodig. U kiest uw juwelen, controleert het overzicht met het totaalbedrag en bevestigt met de knop die de bestelling met betalingsverplichting plaatst.",
            "De overeenkomst komt tot stand wanneer u onze bevestiging per e-mail ontvangt. Veel van onze juwelen zijn unieke stukken: blijkt een stuk toch niet meer beschikbaar, dan laten we het u meteen weten en betalen we terug wat u al betaald hebt.",
          ),
        },
        payment: {
          title: "Betaling",
          body: blocks(
            "U betaalt per overschrijving op de rekening die op uw orderbevestiging en in onze e-mail staat, met de gestructureerde mededeling die daar vermeld is (+++123/4567/89012+++), zodat uw betaling bij uw bestelling terechtkomt. Haalt u uw bestelling af in de winkel, dan kunt u ook daar betalen.",
            "We houden uw juwelen 7 dagen voor u apart. Is uw betaling dan nog niet binnen, dan nemen we contact met u op en kunnen we de bestelling annuleren. De juwelen blijven van ons tot ze volledig betaald zijn.",
          ),
        },
        delivery: {
          title: "Afhalen en levering",
          body: blocks(
            "- Gratis afhalen in onze winkel in Antwerpen, tijdens de openingsuren, zodra we u laten weten dat uw bestelling klaarligt. Breng een identiteitsbewijs mee.\n- Verzekerde levering in België, Nederland, Frankrijk of Luxemburg voor {{fee}}, gratis vanaf {{freeFrom}}. We versturen uw bestelling zodra uw betaling binnen is, uiterlijk binnen 30 dagen.",
            "Het risico op verlies of beschadiging gaat op u over wanneer u, of iemand die u aanwijst, het pakket ontvangt. Controleer de verpakking bij ontvangst en meld ons binnen enkele dagen als er iets mis is.",
          ),
        },
        withdrawal: {
          title: "Uw herroepingsrecht van 14 dagen",
          body: blocks(
            "U kunt een aankoop op deze website zonder opgave van redenen herroepen binnen 14 dagen vanaf de dag waarop u, of iemand die u aanwijst en die niet de vervoerder is, het juweel ontvangt. Laat ons dat vóór het einde van die termijn duidelijk weten per e-mail of per brief; u mag daarvoor het modelformulier voor herroeping uit het Wetboek van economisch recht gebruiken, maar dat hoeft niet.",
            "Stuur of breng het juweel ongedragen en met certificaten en verpakking terug binnen 14 dagen nadat u ons hebt verwittigd. De kosten van het terugzenden zijn voor u; we raden een verzekerde zending aan. We betalen alles wat u betaald hebt, inclusief de standaardleveringskosten, binnen 14 dagen na uw melding terug per overschrijving; we mogen wachten tot we het juweel terug hebben. U bent aansprakelijk voor waardevermindering doordat u het juweel meer hebt gehanteerd dan nodig was om het te bekijken.",
            "Uitzondering: er is geen herroepingsrecht voor juwelen die volgens uw specificaties zijn gemaakt, zoals een ring die op uw maat is gebracht of op uw vraag is gegraveerd. We zeggen het u altijd voordat we aan het werk gaan.",
          ),
        },
        guarantee: {
          title: "Wettelijke garantie",
          body: blocks(
            "Elk juweel heeft de wettelijke garantie van overeenstemming van 2 jaar vanaf de levering. Heeft een juweel een gebrek dat al bij de levering bestond, dan herstellen of vervangen we het kosteloos; is dat onmogelijk of onevenredig, dan hebt u recht op een prijsvermindering of op de ontbinding van de overeenkomst. Meld het gebrek binnen 2 maanden nadat u het hebt vastgesteld.",
            "De garantie dekt geen normale slijtage en geen schade door een stoot, een val of verkeerd onderhoud.",
          ),
        },
        complaints: {
          title: "Klachten",
          body: blocks(
            "Is er iets niet in orde, neem dan eerst contact met ons op: de meeste problemen lossen we snel op in de winkel of per e-mail. We beantwoorden elke klacht binnen 7 werkdagen.",
            "Raken we het niet eens, dan kunt u gratis terecht bij de Consumentenombudsdienst (www.consumentenombudsdienst.be). Het Europese ODR-platform voor onlinegeschillen is in 2025 gesloten en neemt geen klachten meer aan.",
          ),
        },
        law: {
          title: "Toepasselijk recht en bevoegde rechtbanken",
          body: "Deze voorwaarden en elke verkoop vallen onder het Belgische recht. Geschillen horen bij de rechtbanken van Antwerpen. Bent u consument, dan verliest u daardoor nooit de bescherming van het dwingende recht van het land waar u woont, noch uw recht om naar de rechter van uw woonplaats te stappen.",
        },
      },
    },
  },
} satisfies LegalMessages;

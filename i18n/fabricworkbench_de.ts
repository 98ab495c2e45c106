<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ProjectFile</name>
    <message>
        <source>Candidate %1 no longer exists in %2.</source>
        <translation>Kandidat %1 existiert in %2 nicht mehr.</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>es ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>it is an SQLite database of another application (application id 0x%1)</source>
        <translation>es ist die SQLite-Datenbank einer anderen Anwendung (Anwendungskennung 0x%1)</translation>
    </message>
    <message>
        <source>Could not create the project %1: the file cannot be written there.</source>
        <translation>Das Projekt %1 konnte nicht angelegt werden: Die Datei lässt sich dort nicht schreiben.</translation>
    </message>
    <message>
        <source>The project file %1 does not exist.</source>
        <translation>Die Projektdatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a Fabric Workbench project: %2.</source>
        <translation>%1 ist kein Fabric-Workbench-Projekt: %2.</translation>
    </message>
    <message>
        <source>It was saved by a newer version of Fabric Workbench (file format %1; this version understands up to %2). It is open read-only so that nothing in it is lost. Update Fabric Workbench to edit it.</source>
        <translation>Die Datei wurde von einer neueren Version von Fabric Workbench gespeichert (Dateiformat %1; diese Version versteht bis %2). Sie ist schreibgeschützt geöffnet, damit nichts darin verloren geht. Aktualisieren Sie Fabric Workbench, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>%1 uses an older file format and must be upgraded, but the file is write-protected.</source>
        <translation>%1 verwendet ein älteres Dateiformat und muss aktualisiert werden, die Datei ist aber schreibgeschützt.</translation>
    </message>
    <message>
        <source>The file or its folder is write-protected.</source>
        <translation>Die Datei oder ihr Ordner ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Could not upgrade %1 from file format %2 to %3; the file was left unchanged. %4</source>
        <translation>%1 konnte nicht von Dateiformat %2 auf %3 aktualisiert werden; die Datei blieb unverändert. %4</translation>
    </message>
    <message>
        <source>Could not read or write %1: %2</source>
        <translation>%1 konnte nicht gelesen oder geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is open read-only. %2</source>
        <translation>%1 ist schreibgeschützt geöffnet. %2</translation>
    </message>
</context>
<context>
    <name>fw::app::CandidateTableModel</name>
    <message>
        <source>Example data: an invented offer for trying the workbench, not a real supplier quote.</source>
        <translation>Beispieldaten: ein erfundenes Angebot zum Ausprobieren, kein echtes Angebot eines Anbieters.</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Delivery model</source>
        <translation>Bezugsmodell</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%1 von %2 bearbeiten</translation>
    </message>
    <message>
        <source>New supplier</source>
        <translation>Neuer Anbieter</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>Neues Angebot</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>Kandidat hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n candidate(s)</source>
        <translation>
            <numerusform>%n Kandidat löschen</numerusform>
            <numerusform>%n Kandidaten löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CandidatesPage</name>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>Delete the candidate &quot;%1&quot;? You can undo this.</source>
        <translation>Den Kandidaten „%1“ löschen? Das lässt sich rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n candidates? You can undo this.</source>
        <translation>
            <numerusform>%n Kandidaten löschen? Das lässt sich rückgängig machen.</numerusform>
            <numerusform>%n Kandidaten löschen? Das lässt sich rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete candidates</source>
        <translation>Kandidaten löschen</translation>
    </message>
    <message>
        <source>Each candidate is one supplier offer for the fabric. Double-click a cell to edit it; every change is saved to the project file at once and can be undone.</source>
        <translation>Jeder Kandidat ist ein Angebot eines Anbieters für die Fabric. Doppelklicken Sie auf eine Zelle, um sie zu bearbeiten; jede Änderung wird sofort in der Projektdatei gespeichert und lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>Kandidat hinzufügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
    <message>
        <source>Saved to %1</source>
        <translation>In %1 gespeichert</translation>
    </message>
    <message>
        <source>About Fabric Workbench</source>
        <translation>Über Fabric Workbench</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fabric Workbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Chooses the network fabric of a GPU cluster from evidence: questionnaires, acceptance tests, cost and a decision matrix.&lt;/p&gt;&lt;p&gt;Qt %2, SQLite %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fabric Workbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Wählt die Netzwerk-Fabric eines GPU-Clusters anhand von Belegen: Fragebögen, Abnahmetests, Kosten und einer Entscheidungsmatrix.&lt;/p&gt;&lt;p&gt;Qt %2, SQLite %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(open a project to see the version)</source>
        <translation>(Version sichtbar, sobald ein Projekt geöffnet ist)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project...</source>
        <translation>&amp;Neues Projekt...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>&amp;Demoprojekt öffnen</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>Projekt &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Fabric Workbench</source>
        <translation>Ü&amp;ber Fabric Workbench</translation>
    </message>
    <message>
        <source>No project is open. A project file holds one procurement: its candidates, evidence, costs and decision.</source>
        <translation>Kein Projekt geöffnet. Eine Projektdatei enthält genau eine Beschaffung: ihre Kandidaten, Belege, Kosten und die Entscheidung.</translation>
    </message>
    <message>
        <source>New Project...</source>
        <translation>Neues Projekt...</translation>
    </message>
    <message>
        <source>Open Project...</source>
        <translation>Projekt öffnen...</translation>
    </message>
    <message>
        <source>Open the Demo Project</source>
        <translation>Demoprojekt öffnen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Fabric Workbench</source>
        <translation>Fabric Workbench</translation>
    </message>
    <message>
        <source>%1 (example data)</source>
        <translation>%1 (Beispieldaten)</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1 - Fabric Workbench</source>
        <translation>%1 – Fabric Workbench</translation>
    </message>
    <message>
        <source>This is the demo project. Every candidate in it is example data, invented for trying the workbench; none is a real offer.</source>
        <translation>Dies ist das Demoprojekt. Alle Kandidaten darin sind Beispieldaten, zum Ausprobieren erfunden; keiner ist ein echtes Angebot.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Schreibgeschützt: %1</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation>Projekt kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot create the demo project</source>
        <translation>Demoprojekt kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>fw::app::Pages</name>
    <message>
        <source>Triage</source>
        <translation>Erstbewertung</translation>
    </message>
    <message>
        <source>Ask the first-decision questions and give a starting recommendation: InfiniBand, RoCE v2, or benchmark both.</source>
        <translation>Die Fragen für die erste Entscheidung stellen und eine Ausgangsempfehlung geben: InfiniBand, RoCE v2 oder beide per Benchmark prüfen.</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>BOM</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Record the test bill of materials of each candidate and set it beside what the agent measures on the nodes.</source>
        <translation>Die Test-Stückliste jedes Kandidaten erfassen und neben die Werte stellen, die der Agent auf den Knoten misst.</translation>
    </message>
    <message>
        <source>Questionnaires</source>
        <translation>Fragebögen</translation>
    </message>
    <message>
        <source>Track the ten supplier questions for InfiniBand or RoCE, with answers, evidence and red flags.</source>
        <translation>Die zehn Fragen an InfiniBand- oder RoCE-Anbieter verfolgen, mit Antworten, Belegen und Warnsignalen.</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <source>Dispatch the agent to a candidate cluster, run collective benchmarks and import vendor logs.</source>
        <translation>Den Agenten auf einen Kandidaten-Cluster schicken, Collective-Benchmarks ausführen und Herstellerprotokolle importieren.</translation>
    </message>
    <message>
        <source>Faults &amp; Replay</source>
        <translation>Fehler &amp; Replay</translation>
    </message>
    <message>
        <source>Inject link, node, storage and load faults, and replay a training workload under them.</source>
        <translation>Link-, Knoten-, Speicher- und Lastfehler einspeisen und eine Trainingslast unter diesen Bedingungen nachspielen.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Read InfiniBand port counters, RoCE congestion counters and per-priority pause counters, with alarms.</source>
        <translation>InfiniBand-Portzähler, RoCE-Überlastzähler und Pause-Zähler je Priorität auslesen, mit Alarmen.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Chart the tail latency, bus bandwidth and cost of the candidates side by side.</source>
        <translation>Tail-Latenz, Busbandbreite und Kosten der Kandidaten nebeneinander darstellen.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Build the fabric-adjusted cost from its ten components and normalise it per accepted run.</source>
        <translation>Die fabric-bereinigten Kosten aus ihren zehn Bestandteilen aufbauen und je abgenommenem Lauf normieren.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Weigh the criteria, score the candidates and recognise a tie.</source>
        <translation>Kriterien gewichten, Kandidaten bewerten und ein Unentschieden erkennen.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Export the procurement report in English, German or Japanese.</source>
        <translation>Den Beschaffungsbericht auf Englisch, Deutsch oder Japanisch exportieren.</translation>
    </message>
</context>
<context>
    <name>fw::app::PlaceholderPage</name>
    <message>
        <source>Not available yet</source>
        <translation>Noch nicht verfügbar</translation>
    </message>
    <message>
        <source>This step is not built yet, so it shows nothing rather than invented content. When it is built, it will do this: %1</source>
        <translation>Dieser Schritt ist noch nicht gebaut; deshalb zeigt er nichts statt erfundener Inhalte. Wenn er fertig ist, wird er Folgendes tun: %1</translation>
    </message>
</context>
<context>
    <name>fw::app::Prompts</name>
    <message>
        <source>Fabric Workbench projects (*.fabwb)</source>
        <translation>Fabric-Workbench-Projekte (*.fabwb)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
</context>
<context>
    <name>fw::core::Candidate</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE v2</source>
        <translation>RoCE v2</translation>
    </message>
    <message>
        <source>Cloud rental</source>
        <translation>Cloud-Miete</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>On-premises</source>
        <translation>On-Premises</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Fabric Workbench: choose the network fabric of a GPU cluster.</source>
        <translation>Fabric Workbench: die Netzwerk-Fabric eines GPU-Clusters auswählen.</translation>
    </message>
    <message>
        <source>Open the demo project (created on first use).</source>
        <translation>Das Demoprojekt öffnen (wird beim ersten Mal angelegt).</translation>
    </message>
    <message>
        <source>User interface language: en, de or ja.</source>
        <translation>Sprache der Oberfläche: en, de oder ja.</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Ein Bild des Hauptfensters in &lt;file&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>The project file (*.fabwb) to open.</source>
        <translation>Die zu öffnende Projektdatei (*.fabwb).</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, de or ja.</source>
        <translation>Unbekannte Sprache „%1“; verwenden Sie en, de oder ja.</translation>
    </message>
    <message>
        <source>No display found: running offscreen. A picture of the window goes to %1; set DISPLAY or pass --platform to choose otherwise.</source>
        <translation>Keine Anzeige gefunden: läuft ohne Bildschirm. Ein Bild des Fensters wird nach %1 geschrieben; setzen Sie DISPLAY oder übergeben Sie --platform, um anders zu wählen.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
</context>
</TS>

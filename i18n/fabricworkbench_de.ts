<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AcceptancePlan</name>
    <message>
        <source>Line %1: %2.</source>
        <translation>Zeile %1: %2.</translation>
    </message>
    <message>
        <source>This is not a Fabric Workbench plan: the field "format" must be "%1".</source>
        <translation>Dies ist kein Fabric-Workbench-Plan: Das Feld „format“ muss „%1“ lauten.</translation>
    </message>
    <message>
        <source>The plan has version %1; this version of Fabric Workbench reads version %2.</source>
        <translation>Der Plan hat Version %1; diese Version von Fabric Workbench liest Version %2.</translation>
    </message>
    <message>
        <source>The field "steps" must be a list.</source>
        <translation>Das Feld „steps“ muss eine Liste sein.</translation>
    </message>
    <message>
        <source>Step %1, field "%2": %3</source>
        <translation>Schritt %1, Feld „%2“: %3</translation>
    </message>
    <message>
        <source>Step %1 is not an object.</source>
        <translation>Schritt %1 ist kein Objekt.</translation>
    </message>
    <message>
        <source>must be a list of strings.</source>
        <translation>muss eine Liste von Zeichenketten sein.</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein.</translation>
    </message>
    <message>
        <source>must be a fraction above 0, e.g. 0.2 for 20%.</source>
        <translation>muss ein Anteil über 0 sein, z. B. 0.2 für 20 %.</translation>
    </message>
    <message>
        <source>The plan has no steps.</source>
        <translation>Der Plan hat keine Schritte.</translation>
    </message>
    <message>
        <source>Step %1, field "args": a fault needs --kind (link-down, link-degraded, storage-burst, ...).</source>
        <translation>Schritt %1, Feld „args“: Eine Störung braucht --kind (link-down, link-degraded, storage-burst, …).</translation>
    </message>
    <message>
        <source>Step %1, field "args": %2 is set by the plan (ttl_s, lease_s), not by the fault's arguments.</source>
        <translation>Schritt %1, Feld „args“: %2 setzt der Plan (ttl_s, lease_s), nicht die Argumente der Störung.</translation>
    </message>
    <message>
        <source>Step %1: the lease (%2 s) is longer than the time-to-live (%3 s).</source>
        <translation>Schritt %1: Die Lease (%2 s) ist länger als die Lebensdauer (%3 s).</translation>
    </message>
    <message>
        <source>Step %1, field "node": '%2' is not a host name or address.</source>
        <translation>Schritt %1, Feld „node“: „%2“ ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <source>Acceptance plan</source>
        <translation>Abnahmeplan</translation>
    </message>
    <message>
        <source>Baseline sweep</source>
        <translation>Referenzmessung</translation>
    </message>
    <message>
        <source>Degraded link</source>
        <translation>Gedrosselte Verbindung</translation>
    </message>
    <message>
        <source>Fabric counters</source>
        <translation>Fabric-Zähler</translation>
    </message>
    <message>
        <source>Checkpoint and dataset storage</source>
        <translation>Checkpoint- und Datensatzspeicher</translation>
    </message>
    <message>
        <source>Synthetic training step</source>
        <translation>Synthetischer Trainingsschritt</translation>
    </message>
    <message>
        <source>Step %1, field "args": a node-remove fault needs --after-sizes N (or --after S), so that it strikes the benchmark that starts after it is applied.</source>
        <translation>Schritt %1, Feld „args“: Eine node-remove-Störung braucht --after-sizes N (oder --after S), damit sie den Benchmark trifft, der nach dem Anwenden startet.</translation>
    </message>
    <message>
        <source>Step %1: %2 reaches only kernel IP traffic (TCP/IP, MPI over TCP, IPoIB), but the benchmark uses the NCCL backend, whose traffic over RoCE or InfiniBand goes through RDMA verbs and bypasses it: the fault cannot slow that traffic. Use a kind that reaches the RDMA path (ib-port-degrade, roce-speed-degrade, link-down on the RoCE netdev, ...).</source>
        <translation>Schritt %1: %2 erreicht nur IP-Verkehr des Kernels (TCP/IP, MPI über TCP, IPoIB), der Benchmark nutzt aber das NCCL-Backend, dessen Verkehr über RoCE oder InfiniBand über RDMA-Verbs läuft und daran vorbeigeht: Der Fehler kann diesen Verkehr nicht bremsen. Wählen Sie eine Art, die den RDMA-Pfad erreicht (ib-port-degrade, roce-speed-degrade, link-down auf dem RoCE-Netdev, …).</translation>
    </message>
    <message>
        <source>Step %1: if %2 is an IPoIB interface, link-down stops only IP over it; the InfiniBand port stays active and the NCCL benchmark's RDMA traffic goes on. Use ib-port-disable to take the port down.</source>
        <translation>Schritt %1: Ist %2 eine IPoIB-Schnittstelle, stoppt link-down nur IP darüber; der InfiniBand-Port bleibt aktiv und der RDMA-Verkehr des NCCL-Benchmarks läuft weiter. Mit ib-port-disable wird der Port abgeschaltet.</translation>
    </message>
    <message>
        <source>Storage burst</source>
        <translation>Speicher-Lastspitze</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>Suche nach dem fehlerhaften Knoten</translation>
    </message>
    <message>
        <source>must be baseline, fault, storage, replay, counters or isolate.</source>
        <translation>muss baseline, fault, storage, replay, counters oder isolate sein.</translation>
    </message>
    <message>
        <source>must be a fraction above 0 and below 1, e.g. 0.5 for 50%.</source>
        <translation>muss ein Anteil über 0 und unter 1 sein, z. B. 0.5 für 50 %.</translation>
    </message>
    <message>
        <source>must be a bus bandwidth in GB/s, 0 or more (0: no floor).</source>
        <translation>muss eine Busbandbreite in GB/s sein, 0 oder mehr (0: keine Untergrenze).</translation>
    </message>
    <message numerus="yes">
        <source>Step %1, field "nodes": an isolate step needs at least 4 nodes (two halves of two), and it lists %n.</source>
        <translation>
            <numerusform>Schritt %1, Feld "nodes": Ein isolate-Schritt braucht mindestens 4 Knoten (zwei Hälften mit je zwei), er nennt %n.</numerusform>
            <numerusform>Schritt %1, Feld "nodes": Ein isolate-Schritt braucht mindestens 4 Knoten (zwei Hälften mit je zwei), er nennt %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1, field "nodes": '%2' is not a host name or address.</source>
        <translation>Schritt %1, Feld "nodes": '%2' ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <source>Step %1, field "nodes": a node is listed more than once.</source>
        <translation>Schritt %1, Feld "nodes": Ein Knoten steht mehr als einmal in der Liste.</translation>
    </message>
    <message>
        <source>Checkpoint burst during training</source>
        <translation>Checkpoint-Lastspitze während des Trainings</translation>
    </message>
    <message>
        <source>The plan's workload pattern has version %1; this version of Fabric Workbench reads versions 1 to %2.</source>
        <translation>Das Lastmuster des Plans hat Version %1; diese Version von Fabric Workbench liest die Versionen 1 bis %2.</translation>
    </message>
    <message>
        <source>Step %1: its arguments name the workload's pattern (%2), but the plan carries none. Make the plan from the workload (Faults &amp; Replay, or plan --from-workload).</source>
        <translation>Schritt %1: Seine Argumente nennen das Muster der Arbeitslast (%2), aber der Plan enthält keines. Erstellen Sie den Plan aus der Arbeitslast (Fehler &amp; Replay oder plan --from-workload).</translation>
    </message>
    <message>
        <source>The field "%1" must be a workload pattern (format "%2").</source>
        <translation>Das Feld „%1“ muss ein Lastmuster sein (Format „%2“).</translation>
    </message>
</context>
<context>
    <name>AgentBundle</name>
    <message>
        <source>This build lacks the embedded agent bundle (%1).</source>
        <translation>Diesem Build fehlt das eingebettete Agentenpaket (%1).</translation>
    </message>
</context>
<context>
    <name>AgentDeployer</name>
    <message>
        <source>The connection to %1 was lost while building the agent.</source>
        <translation>Die Verbindung zu %1 brach ab, während der Agent gebaut wurde.</translation>
    </message>
    <message>
        <source>Building the agent on %1 failed (exit status %2).</source>
        <translation>Das Bauen des Agenten auf %1 ist fehlgeschlagen (Exit-Status %2).</translation>
    </message>
</context>
<context>
    <name>AgentJsonlParser</name>
    <message>
        <source>expected one JSON object per line (%1 at column %2)</source>
        <translation>ein JSON-Objekt pro Zeile erwartet (%1 in Spalte %2)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>expected "v": %1 in every event, found %2; a newer agent needs a newer Fabric Workbench</source>
        <translation>"v": %1 in jedem Ereignis erwartet, %2 gefunden; ein neuerer Agent erfordert ein neueres Fabric Workbench</translation>
    </message>
    <message>
        <source>The agent reported (rank %1): %2</source>
        <translation>Meldung des Agenten (Rank %1): %2</translation>
    </message>
    <message>
        <source>The agent reported: %1</source>
        <translation>Meldung des Agenten: %1</translation>
    </message>
    <message>
        <source>the run that starts here has no "end" event: the stream was cut off, so the run is incomplete</source>
        <translation>der hier beginnende Lauf hat kein "end"-Ereignis: Der Datenstrom wurde abgeschnitten, der Lauf ist daher unvollständig</translation>
    </message>
    <message>
        <source>the stream holds no benchmark run: the agent failed before a run started: %1</source>
        <translation>der Datenstrom enthält keinen Benchmark-Lauf: Der Agent ist vor dem Start eines Laufs gescheitert: %1</translation>
    </message>
    <message>
        <source>no benchmark run found: expected a "start" event, "size_result" events and an "end" event (docs/agent-protocol.md)</source>
        <translation>kein Benchmark-Lauf gefunden: erwartet werden ein "start"-Ereignis, "size_result"-Ereignisse und ein "end"-Ereignis (docs/agent-protocol.md)</translation>
    </message>
    <message>
        <source>expected a number for "%1"</source>
        <translation>Zahl für "%1" erwartet</translation>
    </message>
    <message>
        <source>a "start" event inside a run; expected the "end" of the run at line %1 first</source>
        <translation>ein "start"-Ereignis innerhalb eines Laufs; zuerst wird das "end" des Laufs aus Zeile %1 erwartet</translation>
    </message>
    <message>
        <source>the "start" event has no "collective"</source>
        <translation>das "start"-Ereignis hat kein "collective"</translation>
    </message>
    <message>
        <source>expected a positive number of "ranks"</source>
        <translation>positive Anzahl für "ranks" erwartet</translation>
    </message>
    <message>
        <source>expected base64 text for "%1"</source>
        <translation>Base64-Text für "%1" erwartet</translation>
    </message>
    <message>
        <source>"%1" holds %2 bytes; expected %3 float32 values (%4 bytes)</source>
        <translation>"%1" enthält %2 Bytes; erwartet werden %3 float32-Werte (%4 Bytes)</translation>
    </message>
    <message>
        <source>a "size_result" event before any "start" event</source>
        <translation>ein "size_result"-Ereignis vor jedem "start"-Ereignis</translation>
    </message>
    <message>
        <source>expected a size in bytes for "bytes"</source>
        <translation>Größe in Bytes für "bytes" erwartet</translation>
    </message>
    <message>
        <source>expected a number of iterations for "samples"</source>
        <translation>Anzahl Iterationen für "samples" erwartet</translation>
    </message>
    <message>
        <source>an "end" event before any "start" event</source>
        <translation>ein "end"-Ereignis vor jedem "start"-Ereignis</translation>
    </message>
    <message>
        <source>The agent ended the run as failed: %1</source>
        <translation>Der Agent hat den Lauf als fehlgeschlagen beendet: %1</translation>
    </message>
    <message>
        <source>the run that starts here has no "size_result" events</source>
        <translation>der hier beginnende Lauf hat keine "size_result"-Ereignisse</translation>
    </message>
    <message>
        <source>expected an object for "%1"</source>
        <translation>erwartet ein Objekt für „%1“</translation>
    </message>
    <message>
        <source>expected a confidence between 0 and 1 for "%1"</source>
        <translation>erwartet ein Konfidenzniveau zwischen 0 und 1 für „%1“</translation>
    </message>
    <message>
        <source>"%1": the quantiles of rank %2 are not in ascending order</source>
        <translation>„%1“: die Quantile von Rang %2 sind nicht aufsteigend geordnet</translation>
    </message>
    <message>
        <source>"%1": the sketch of rank %2 is cut off, malformed or does not count %3 samples</source>
        <translation>„%1“: das Histogramm von Rang %2 ist abgeschnitten, fehlerhaft oder zählt nicht %3 Messwerte</translation>
    </message>
    <message>
        <source>"%1" holds more than one sketch per rank</source>
        <translation>„%1“ enthält mehr als ein Histogramm pro Rang</translation>
    </message>
    <message>
        <source>expected an array of rank numbers for "%1"</source>
        <translation>erwartet ein Array von Rangnummern für „%1“</translation>
    </message>
    <message>
        <source>"%1": expected rank numbers below %2 in ascending order</source>
        <translation>„%1“: erwartet aufsteigende Rangnummern unter %2</translation>
    </message>
    <message>
        <source>"%1" needs the host of every rank in the start event's "%2"</source>
        <translation>„%1“ braucht den Host jedes Ranks im „%2“ des start-Ereignisses</translation>
    </message>
    <message>
        <source>"%1": the quantiles of node %2 are not in ascending order</source>
        <translation>„%1“: die Quantile von Knoten %2 sind nicht aufsteigend geordnet</translation>
    </message>
    <message>
        <source>"%1" holds %2 bytes; expected %3, one per rank</source>
        <translation>„%1“ enthält %2 Bytes; erwartet werden %3, eines pro Rank</translation>
    </message>
</context>
<context>
    <name>AgentResults</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a summary object</source>
        <translation>Zusammenfassungsobjekt erwartet</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>negativ</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>kein gültiges JSON (%1 an Position %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>protocol version %1 is not supported (this reader knows %2)</source>
        <translation>Protokollversion %1 wird nicht unterstützt (dieser Leser kennt %2)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1, field %2: %3</source>
        <translation>Zeile %1, Feld %2: %3</translation>
    </message>
    <message>
        <source>null without "reset": true</source>
        <translation>null ohne "reset": true</translation>
    </message>
    <message>
        <source>"%1" is neither warning nor critical</source>
        <translation>„%1“ ist weder warning noch critical</translation>
    </message>
</context>
<context>
    <name>AgentSite</name>
    <message>
        <source>%1 is not in %2 yet. Its %3 key has the fingerprint %4.</source>
        <translation>%1 ist noch nicht in %2 enthalten. Sein %3-Schlüssel hat den Fingerabdruck %4.</translation>
    </message>
    <message>
        <source>The host key of %1 has changed since it was trusted. Either the server was reinstalled or its keys replaced, or someone is intercepting the connection.</source>
        <translation>Der Hostschlüssel von %1 hat sich geändert, seit ihm vertraut wurde. Entweder wurde der Server neu installiert oder seine Schlüssel ersetzt, oder jemand fängt die Verbindung ab.</translation>
    </message>
    <message>
        <source>%1 presented a key of a type that %2 holds no key for, while it holds keys of other types for it. The server may have been reinstalled, or someone may be intercepting the connection.</source>
        <translation>%1 hat einen Schlüssel eines Typs vorgelegt, für den %2 keinen Schlüssel enthält, obwohl dort Schlüssel anderer Typen für diesen Host gespeichert sind. Der Server wurde womöglich neu installiert, oder jemand fängt die Verbindung ab.</translation>
    </message>
    <message>
        <source>Nothing was sent. The presented %1 key has the fingerprint %2; check it with the cluster's administrators before trusting it again.</source>
        <translation>Es wurde nichts gesendet. Der vorgelegte %1-Schlüssel hat den Fingerabdruck %2; prüfen Sie ihn mit den Administratoren des Clusters, bevor Sie ihm erneut vertrauen.</translation>
    </message>
    <message>
        <source>Cancelled before the agent started.</source>
        <translation>Abgebrochen, bevor der Agent startete.</translation>
    </message>
    <message>
        <source>%1, line %2 names a certificate authority for this host, but this version does not check host certificates. Trust the host's own key only after checking its fingerprint with the cluster's administrators.</source>
        <translation>%1, Zeile %2 nennt eine Zertifizierungsstelle für diesen Host, aber diese Version prüft keine Host-Zertifikate. Vertrauen Sie dem eigenen Schlüssel des Hosts erst, nachdem Sie seinen Fingerabdruck mit den Administratoren des Clusters abgeglichen haben.</translation>
    </message>
    <message>
        <source>REVOKED HOST KEY DETECTED: the %1 key of %2 (fingerprint %3) is marked as revoked in %4, line %5. Nothing was sent. A revoked key is never trusted; ask the cluster's administrators for the host's current key.</source>
        <translation>WIDERRUFENER HOST-SCHLÜSSEL ERKANNT: Der %1-Schlüssel von %2 (Fingerabdruck %3) ist in %4, Zeile %5 als widerrufen markiert. Es wurde nichts gesendet. Einem widerrufenen Schlüssel wird nie vertraut; fragen Sie die Administratoren des Clusters nach dem aktuellen Schlüssel des Hosts.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>BenchmarkRunRepository</name>
    <message>
        <source>Benchmark run %1 no longer exists in %2.</source>
        <translation>Benchmark-Lauf %1 existiert in %2 nicht mehr.</translation>
    </message>
    <message>
        <source>%1 was already imported on %2 as "%3" (run %4); importing the same bytes twice is refused.</source>
        <translation>%1 wurde bereits am %2 als „%3“ importiert (Lauf %4); dieselben Bytes werden nicht zweimal importiert.</translation>
    </message>
    <message>
        <source>A benchmark run without result rows cannot be stored.</source>
        <translation>Ein Benchmark-Lauf ohne Ergebniszeilen kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>There is no benchmark run %1 in %2.</source>
        <translation>Es gibt keinen Benchmark-Lauf %1 in %2.</translation>
    </message>
    <message>
        <source>There is no candidate %1 in %2.</source>
        <translation>Es gibt keinen Kandidaten %1 in %2.</translation>
    </message>
</context>
<context>
    <name>ClaimCheck</name>
    <message>
        <source>%1 GB/s bus bandwidth at %2</source>
        <translation>%1 GB/s Busbandbreite bei %2</translation>
    </message>
    <message>
        <source>%1 GB/s bus bandwidth, no size given</source>
        <translation>%1 GB/s Busbandbreite, ohne Größenangabe</translation>
    </message>
    <message>
        <source>%1 µs latency at %2</source>
        <translation>%1 µs Latenz bei %2</translation>
    </message>
    <message>
        <source>%1 µs latency, no size given</source>
        <translation>%1 µs Latenz, ohne Größenangabe</translation>
    </message>
    <message>
        <source>%1 GB/s at %2 in %3</source>
        <translation>%1 GB/s bei %2 in %3</translation>
    </message>
    <message>
        <source>%1 µs at %2 in %3</source>
        <translation>%1 µs bei %2 in %3</translation>
    </message>
    <message>
        <source>within tolerance (±%1 %)</source>
        <translation>innerhalb der Toleranz (±%1 %)</translation>
    </message>
    <message>
        <source>better by %1 % (tolerance ±%2 %)</source>
        <translation>um %1 % besser (Toleranz ±%2 %)</translation>
    </message>
    <message>
        <source>worse by %1 % (tolerance ±%2 %)</source>
        <translation>um %1 % schlechter (Toleranz ±%2 %)</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>nicht verglichen</translation>
    </message>
    <message>
        <source>Quoted %1; measured %2: %3.</source>
        <translation>Anbieterangabe %1; eigene Messung %2: %3.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>Lauf %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is a supplier's claim, not our own measurement</source>
        <translation>%1 ist eine Anbieterangabe, keine eigene Messung</translation>
    </message>
    <message>
        <source>%1 has no results</source>
        <translation>%1 hat keine Ergebnisse</translation>
    </message>
    <message>
        <source>%1 has no result at %2</source>
        <translation>%1 hat kein Ergebnis bei %2</translation>
    </message>
    <message>
        <source>%1 has no bus bandwidth at %2</source>
        <translation>%1 hat keine Busbandbreite bei %2</translation>
    </message>
    <message>
        <source>%1 has no mean time at %2</source>
        <translation>%1 hat keine mittlere Zeit bei %2</translation>
    </message>
    <message>
        <source>a claim of %1 cannot be compared</source>
        <translation>eine Angabe von %1 kann nicht verglichen werden</translation>
    </message>
    <message>
        <source>%1 µs p99 latency at %2</source>
        <translation>%1 µs p99-Latenz bei %2</translation>
    </message>
    <message>
        <source>%1 µs p99 latency, no size given</source>
        <translation>%1 µs p99-Latenz, ohne Größenangabe</translation>
    </message>
    <message>
        <source>recovery in %1 s</source>
        <translation>Wiederherstellung in %1 s</translation>
    </message>
    <message>
        <source>%1 µs p99 at %2 in %3</source>
        <translation>%1 µs p99 bei %2 in %3</translation>
    </message>
    <message>
        <source>p99 not back within tolerance %1 s after the revert, when the last run started, in %2</source>
        <translation>p99 %1 s nach der Rücknahme, beim Start des letzten Laufs, noch nicht wieder innerhalb der Toleranz, in %2</translation>
    </message>
    <message>
        <source>every rank restored the last checkpoint %1 s after the kill (mean over the repeats) in %2</source>
        <translation>alle Ranks hatten den letzten Checkpoint %1 s nach dem Abbruch wiederhergestellt (Mittel über die Wiederholungen), in %2</translation>
    </message>
    <message>
        <source>p99 back within tolerance %1 s after the revert in %2</source>
        <translation>p99 %1 s nach der Rücknahme wieder innerhalb der Toleranz, in %2</translation>
    </message>
    <message>
        <source>worse by more than %1 % (tolerance ±%2 %)</source>
        <translation>um mehr als %1 % schlechter (Toleranz ±%2 %)</translation>
    </message>
    <message>
        <source>Quoted %1; measured %2: %3 (%4).</source>
        <translation>Angegeben %1; gemessen %2: %3 (%4).</translation>
    </message>
    <message>
        <source>%1 is a benchmark run; a recovery time is checked against a plan step</source>
        <translation>%1 ist ein Benchmark-Lauf; eine Wiederherstellungszeit wird gegen einen Planschritt geprüft</translation>
    </message>
    <message>
        <source>%1 has no p99 at %2</source>
        <translation>%1 hat kein p99 bei %2</translation>
    </message>
    <message>
        <source>%1 is a plan step; bandwidth and latency are checked against a run</source>
        <translation>%1 ist ein Planschritt; Bandbreite und Latenz werden gegen einen Lauf geprüft</translation>
    </message>
    <message>
        <source>it was not watched for longer than the claim</source>
        <translation>es wurde nicht länger beobachtet als die Angabe</translation>
    </message>
    <message>
        <source>no plan step that measures recovery is linked</source>
        <translation>kein Planschritt, der die Wiederherstellung misst, ist verknüpft</translation>
    </message>
    <message>
        <source>no run is linked</source>
        <translation>kein Lauf ist verknüpft</translation>
    </message>
    <message>
        <source>plan run %1</source>
        <translation>Planlauf %1</translation>
    </message>
    <message>
        <source>plan run %1 (%2)</source>
        <translation>Planlauf %1 (%2)</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <translation>%1, Schritt %2</translation>
    </message>
    <message>
        <source>%1, step %2 (%3)</source>
        <translation>%1, Schritt %2 (%3)</translation>
    </message>
    <message>
        <source>the fault of %1 was not applied</source>
        <translation>der Fehler von %1 wurde nicht angewendet</translation>
    </message>
    <message>
        <source>%1 measured no recovery: it needs a run before the fault, the time of the revert and a run after it</source>
        <translation>%1 hat keine Wiederherstellung gemessen: dafür braucht es einen Lauf vor dem Fehler, den Zeitpunkt der Rücknahme und einen Lauf danach</translation>
    </message>
    <message>
        <source>%1 has no measured restore after the killed rank</source>
        <translation>%1 hat keine gemessene Wiederherstellung nach dem beendeten Rank</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>Planlauf %1, Schritt %2</translation>
    </message>
    <message>
        <source>%1 measures no recovery</source>
        <translation>%1 misst keine Wiederherstellung</translation>
    </message>
    <message>
        <source>%1 is a run that failed (%2)</source>
        <translation>%1 ist ein fehlgeschlagener Lauf (%2)</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>The connection needs a name.</source>
        <translation>Die Verbindung braucht einen Namen.</translation>
    </message>
    <message>
        <source>Ranks per node must be at least 1.</source>
        <translation>Ranks pro Knoten müssen mindestens 1 sein.</translation>
    </message>
    <message>
        <source>A field contains a NUL character, which no command line can carry.</source>
        <translation>Ein Feld enthält ein NUL-Zeichen, das keine Befehlszeile übertragen kann.</translation>
    </message>
    <message>
        <source>The host is empty.</source>
        <translation>Der Host ist leer.</translation>
    </message>
    <message>
        <source>The host '%1' is not a host name or address.</source>
        <translation>Der Host „%1“ ist weder ein Hostname noch eine Adresse.</translation>
    </message>
    <message>
        <source>The port %1 is outside 1-65535.</source>
        <translation>Der Port %1 liegt außerhalb von 1–65535.</translation>
    </message>
    <message>
        <source>The user name is empty.</source>
        <translation>Der Benutzername ist leer.</translation>
    </message>
    <message>
        <source>The identity is a key file, but no key file is chosen.</source>
        <translation>Als Identität ist eine Schlüsseldatei gewählt, aber keine Schlüsseldatei angegeben.</translation>
    </message>
    <message>
        <source>The remote work folder is empty.</source>
        <translation>Der entfernte Arbeitsordner ist leer.</translation>
    </message>
    <message>
        <source>mpirun needs at least one node for its hostfile.</source>
        <translation>mpirun braucht mindestens einen Knoten für seine Hostdatei.</translation>
    </message>
    <message>
        <source>srun needs a node list or a node count of at least 1.</source>
        <translation>srun braucht eine Knotenliste oder eine Knotenanzahl von mindestens 1.</translation>
    </message>
    <message>
        <source>The jump host '%1' is not of the form [user@]host[:port], or several of them separated by commas.</source>
        <translation>Der Jump-Host „%1“ hat nicht die Form [user@]host[:port] und ist auch keine durch Kommas getrennte Liste solcher Angaben.</translation>
    </message>
    <message>
        <source>The keepalive interval %1 s is outside 1-%2 s.</source>
        <translation>Das Keepalive-Intervall %1 s liegt außerhalb von 1–%2 s.</translation>
    </message>
    <message>
        <source>The agent reported no host name, so the statement that this computer is a node of the candidate's cluster could not be checked.</source>
        <translation>Der Agent hat keinen Hostnamen gemeldet, daher ließ sich die Angabe, dieser Computer sei ein Knoten des Clusters des Kandidaten, nicht prüfen.</translation>
    </message>
    <message>
        <source>This computer is stated to be a node of the candidate's cluster, but the agent ran on %1, which is not among the candidate's hosts (%2).</source>
        <translation>Dieser Computer ist als Knoten des Clusters des Kandidaten angegeben, aber der Agent lief auf %1, und dieser Host gehört nicht zu den Hosts des Kandidaten (%2).</translation>
    </message>
</context>
<context>
    <name>ConnectionProfileRepository</name>
    <message>
        <source>There is already a connection named "%1" without a candidate.</source>
        <translation>Es gibt bereits eine Verbindung namens „%1“ ohne Kandidat.</translation>
    </message>
    <message>
        <source>%1 already has a connection named "%2".</source>
        <translation>%1 hat bereits eine Verbindung namens „%2“.</translation>
    </message>
</context>
<context>
    <name>CostDecisionSnapshot</name>
    <message>
        <source>Cost page: %1 per accepted run</source>
        <translation>Kostenseite: %1 je abgenommenem Lauf</translation>
    </message>
    <message>
        <source>scored by hand</source>
        <translation>von Hand bewertet</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No recommendation: the project has no candidates.</source>
        <translation>Keine Empfehlung: Das Projekt hat keine Kandidaten.</translation>
    </message>
    <message numerus="yes">
        <source>No recommendation yet: %n score(s) missing, for example %1 for %2.</source>
        <translation>
            <numerusform>Noch keine Empfehlung: %n Bewertung fehlt, zum Beispiel %1 für %2.</numerusform>
            <numerusform>Noch keine Empfehlung: %n Bewertungen fehlen, zum Beispiel %1 für %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero.</source>
        <translation>Keine Empfehlung: Alle Gewichte sind null.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tie: rent or benchmark both. %1 are within the tie margin of %2 points, so the matrix cannot separate them.</source>
        <translation>Unentschieden: beide mieten oder per Benchmark prüfen. %1 liegen innerhalb der Unentschieden-Spanne von %2 Punkten, die Matrix kann sie also nicht unterscheiden.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Recommended: %1 with %2 points (the only candidate).</source>
        <translation>Empfohlen: %1 mit %2 Punkten (einziger Kandidat).</translation>
    </message>
    <message>
        <source>Recommended: %1 with %2 points. Runner-up %3 with %4: the lead of %5 is larger than the tie margin of %6.</source>
        <translation>Empfohlen: %1 mit %2 Punkten. Zweitplatziert ist %3 mit %4: Der Vorsprung von %5 ist größer als die Unentschieden-Spanne von %6.</translation>
    </message>
    <message>
        <source>No own benchmark result stored; acceptance rate %1 is %2</source>
        <translation>Kein eigenes Benchmark-Ergebnis gespeichert; Abnahmerate %1 (%2)</translation>
    </message>
    <message>
        <source>an override</source>
        <translation>überschrieben</translation>
    </message>
    <message>
        <source>No own benchmark result stored</source>
        <translation>Kein eigenes Benchmark-Ergebnis gespeichert</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Benchmark result</source>
        <translation>Benchmark-Ergebnis</translation>
    </message>
    <message>
        <source>Operations owner</source>
        <translation>Verantwortlicher für den Betrieb</translation>
    </message>
    <message>
        <source>Idle/retry waste</source>
        <translation>Leerlauf-/Wiederholungsverluste</translation>
    </message>
    <message>
        <source>Expansion path</source>
        <translation>Erweiterungspfad</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>Kosten je abgenommenem Lauf</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation>Gewichtete Bewertung</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Matrix incomplete</source>
        <translation>Matrix unvollständig</translation>
    </message>
    <message>
        <source>Tie: rent or benchmark both</source>
        <translation>Unentschieden: beide mieten oder per Benchmark prüfen</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Not recommended</source>
        <translation>Nicht empfohlen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (retry %2, idle %3)</source>
        <translation>%1 (Wiederholung %2, Leerlauf %3)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source> (not ready)</source>
        <translation> (nicht bereit)</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>quoted by the supplier</source>
        <translation>vom Anbieter angeboten</translation>
    </message>
    <message>
        <source>typed by the buyer</source>
        <translation>vom Käufer eingegeben</translation>
    </message>
    <message numerus="yes">
        <source>Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red flag(s) against the supplier</source>
        <translation>
            <numerusform>Fragebogen: %1 von %2 beantwortet, %3 unvollständig (ohne Abzug), %n Warnsignal gegen den Anbieter</numerusform>
            <numerusform>Fragebogen: %1 von %2 beantwortet, %3 unvollständig (ohne Abzug), %n Warnsignale gegen den Anbieter</numerusform>
        </translation>
    </message>
    <message>
        <source>typed override of the automatic score</source>
        <translation>eingegebene Überschreibung der automatischen Bewertung</translation>
    </message>
    <message numerus="yes">
        <source>%n own all-reduce run(s) stored, no acceptance rate from them: %1</source>
        <translation>
            <numerusform>%n eigener All-Reduce-Lauf gespeichert, keine Abnahmerate daraus: %1</numerusform>
            <numerusform>%n eigene All-Reduce-Läufe gespeichert, keine Abnahmerate daraus: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the rate is typed over the derived one</source>
        <translation>die Rate ist über die abgeleitete eingegeben</translation>
    </message>
    <message>
        <source>; the acceptance rate %1 in use is %2</source>
        <translation>; die verwendete Abnahmerate %1 ist %2</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>Planlauf %1, Schritt %2</translation>
    </message>
    <message numerus="yes">
        <source>; %n claim(s) checked against own measurements: %1 within tolerance, %2 better, %3 contradicted</source>
        <translation>
            <numerusform>; %n Anbieterangabe gegen eigene Messungen geprüft: %1 innerhalb der Toleranz, %2 besser, %3 widerlegt</numerusform>
            <numerusform>; %n Anbieterangaben gegen eigene Messungen geprüft: %1 innerhalb der Toleranz, %2 besser, %3 widerlegt</numerusform>
        </translation>
    </message>
    <message>
        <source>measured: median p99 latency at the smallest size, %1 µs, of own run(s) %2 on the candidate's cluster (%3)</source>
        <translation>gemessen: Median der p99-Latenz bei der kleinsten Größe, %1 µs, aus eigenen Läufen %2 auf dem Cluster des Kandidaten (%3)</translation>
    </message>
    <message>
        <source>measured: median bus bandwidth at the largest size, %1 GB/s, of own run(s) %2 on the candidate's cluster (%3)</source>
        <translation>gemessen: Median der Busbandbreite bei der größten Größe, %1 GB/s, aus eigenen Läufen %2 auf dem Cluster des Kandidaten (%3)</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>Lauf %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured on this computer, through a connection that runs the agent here, are left out of the scores and the acceptance rate: %1. They measure this computer, not a candidate's fabric, so the recommendation does not rest on them. To count such a run, state on its connection that this computer is a node of the candidate's cluster and measure again.</source>
        <translation>
            <numerusform>%n Lauf, auf diesem Computer über eine Verbindung gemessen, die den Agenten hier ausführt, ist in den Bewertungen und der Abnahmerate nicht berücksichtigt: %1. Er misst diesen Computer, nicht die Fabric eines Kandidaten, daher beruht die Empfehlung nicht auf ihm. Um einen solchen Lauf zu zählen, geben Sie in seiner Verbindung an, dass dieser Computer ein Knoten des Clusters des Kandidaten ist, und messen Sie erneut.</numerusform>
            <numerusform>%n Läufe, auf diesem Computer über eine Verbindung gemessen, die den Agenten hier ausführt, sind in den Bewertungen und der Abnahmerate nicht berücksichtigt: %1. Sie messen diesen Computer, nicht die Fabric eines Kandidaten, daher beruht die Empfehlung nicht auf ihnen. Um einen solchen Lauf zu zählen, geben Sie in seiner Verbindung an, dass dieser Computer ein Knoten des Clusters des Kandidaten ist, und messen Sie erneut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan step(s) ran on this computer and are left out of the fault, counter and cost figures: %1.</source>
        <translation>
            <numerusform>%n Plan-Schritt lief auf diesem Computer und ist in den Zahlen zu Fehlerverhalten, Zählern und Kosten nicht berücksichtigt: %1.</numerusform>
            <numerusform>%n Plan-Schritte liefen auf diesem Computer und sind in den Zahlen zu Fehlerverhalten, Zählern und Kosten nicht berücksichtigt: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CounterComparison</name>
    <message numerus="yes">
        <source>%n counter(s) missing from the earlier snapshot</source>
        <translation>
            <numerusform>%n Zähler fehlt im früheren Snapshot</numerusform>
            <numerusform>%n Zähler fehlen im früheren Snapshot</numerusform>
        </translation>
    </message>
    <message>
        <source>computed from two snapshots: no alarm rules were applied</source>
        <translation>aus zwei Snapshots berechnet: keine Alarmregeln angewandt</translation>
    </message>
</context>
<context>
    <name>CsvParser</name>
    <message>
        <source>no header line found; expected a line such as "bytes,time_avg_us,busbw_gbs"</source>
        <translation>keine Kopfzeile gefunden; erwartet wird eine Zeile wie "bytes,time_avg_us,busbw_gbs"</translation>
    </message>
    <message>
        <source>the CSV file has a header but no result rows</source>
        <translation>die CSV-Datei hat eine Kopfzeile, aber keine Ergebniszeilen</translation>
    </message>
    <message>
        <source>the CSV file does not name the test; add a line "# test: all_reduce" (or the test's name) before the header</source>
        <translation>die CSV-Datei nennt den Test nicht; fügen Sie vor der Kopfzeile eine Zeile "# test: all_reduce" (oder mit dem Namen des Tests) ein</translation>
    </message>
    <message>
        <source>The CSV file has no "wrong" column: results are unverified.</source>
        <translation>Die CSV-Datei hat keine Spalte "wrong": Die Ergebnisse sind ungeprüft.</translation>
    </message>
    <message>
        <source>a quoted field is not closed; expected a closing " on the same line</source>
        <translation>ein Feld in Anführungszeichen ist nicht geschlossen; erwartet wird ein schließendes " in derselben Zeile</translation>
    </message>
    <message>
        <source>expected a comma after a quoted field, found %1</source>
        <translation>Komma nach einem Feld in Anführungszeichen erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a positive whole number after "# %1:", found "%2"</source>
        <translation>positive ganze Zahl nach "# %1:" erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>unknown column %1 in the header; expected names among: %2</source>
        <translation>unbekannte Spalte %1 in der Kopfzeile; erwartet werden Namen aus: %2</translation>
    </message>
    <message>
        <source>the column %1 appears twice in the header</source>
        <translation>die Spalte %1 kommt in der Kopfzeile zweimal vor</translation>
    </message>
    <message>
        <source>the header has no "bytes" column</source>
        <translation>die Kopfzeile hat keine Spalte "bytes"</translation>
    </message>
    <message>
        <source>the header names no measurement; expected at least one of time_avg_us, p50_us, algbw_gbs, busbw_gbs</source>
        <translation>die Kopfzeile nennt keinen Messwert; erwartet wird mindestens einer von time_avg_us, p50_us, algbw_gbs, busbw_gbs</translation>
    </message>
    <message>
        <source>expected %1 fields, as the header names, found %2</source>
        <translation>%1 Felder erwartet, wie in der Kopfzeile genannt, %2 gefunden</translation>
    </message>
    <message>
        <source>the "bytes" field is empty</source>
        <translation>das Feld "bytes" ist leer</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 in column %2 (%3), found %4</source>
        <translation>ganze Zahl von mindestens %1 in Spalte %2 (%3) erwartet, %4 gefunden</translation>
    </message>
    <message>
        <source>expected a number (with a decimal point) in column %1 (%2), found %3</source>
        <translation>Zahl (mit Dezimalpunkt) in Spalte %1 (%2) erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>expected 0, 1, true or false in column %1 (in_place), found %2</source>
        <translation>0, 1, true oder false in Spalte %1 (in_place) erwartet, %2 gefunden</translation>
    </message>
</context>
<context>
    <name>DispatchRunRepository</name>
    <message>
        <source>The stream was kept but not imported as a benchmark run: %1</source>
        <translation>Der Datenstrom wurde aufbewahrt, aber nicht als Benchmark-Lauf importiert: %1</translation>
    </message>
    <message>
        <source>The run did not end: the program storing it stopped while the agent ran (a crash, a kill, a power loss, or its project was closed). Every line that had arrived is kept.</source>
        <translation>Der Lauf wurde nicht beendet: Das Programm, das ihn speicherte, hielt an, während der Agent lief (Absturz, kill, Stromausfall oder das Projekt wurde geschlossen). Jede bis dahin eingetroffene Zeile bleibt erhalten.</translation>
    </message>
    <message>
        <source>Could not store the end of dispatch %1 in %2: the dispatch is no longer there.</source>
        <translation>Das Ende der Ausführung %1 konnte nicht in %2 gespeichert werden: Die Ausführung ist dort nicht mehr vorhanden.</translation>
    </message>
    <message>
        <source>fabric-agent run on %1, %2</source>
        <translation>fabric-agent-Lauf auf %1, %2</translation>
    </message>
</context>
<context>
    <name>FaultEvidence</name>
    <message>
        <source>plan run %1 step %2</source>
        <translation>Planlauf %1 Schritt %2</translation>
    </message>
    <message>
        <source>no benchmark before the fault to compare with</source>
        <translation>kein Benchmark vor dem Fehler zum Vergleich</translation>
    </message>
    <message>
        <source>no time of the revert</source>
        <translation>kein Zeitpunkt der Rücknahme</translation>
    </message>
    <message>
        <source>no benchmark with results after the revert</source>
        <translation>kein Benchmark mit Ergebnissen nach der Rücknahme</translation>
    </message>
    <message>
        <source>%1: %2 of %3 failed during the fault, %4 held</source>
        <translation>%1: %2 von %3 während des Fehlers gescheitert, %4 gehalten</translation>
    </message>
    <message numerus="yes">
        <source>measured: median recovery %1 s over the %n fault step(s) that recovered</source>
        <translation>
            <numerusform>gemessen: Median der Erholung %1 s über den %n Fehlerschritt, der sich erholte</numerusform>
            <numerusform>gemessen: Median der Erholung %1 s über die %n Fehlerschritte, die sich erholten</numerusform>
        </translation>
    </message>
    <message>
        <source>measured: no fault step recovered</source>
        <translation>gemessen: kein Fehlerschritt hat sich erholt</translation>
    </message>
    <message>
        <source>; %1 of %2 counted step(s) held; %3; from %4</source>
        <translation>; %1 von %2 gezählten Schritten gehalten; %3; aus %4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation>; ausgelassen: %1</translation>
    </message>
    <message numerus="yes">
        <source>measured: %1 warning(s) and %2 critical alarm(s) of the node's counters over %n fault phase(s), %3 per phase (%4)</source>
        <translation>
            <numerusform>gemessen: %1 Warnung(en) und %2 kritische(r) Alarm(e) der Zähler des Knotens über %n Fehlerphase, %3 je Phase (%4)</numerusform>
            <numerusform>gemessen: %1 Warnung(en) und %2 kritische(r) Alarm(e) der Zähler des Knotens über %n Fehlerphasen, %3 je Phase (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the fault was not applied)</source>
        <translation>%1 (der Fehler wurde nicht ausgelöst)</translation>
    </message>
    <message>
        <source>%1 (recovery not measured: %2)</source>
        <translation>%1 (Erholung nicht gemessen: %2)</translation>
    </message>
    <message>
        <source>recovered in %1 s</source>
        <translation>erholt in %1 s</translation>
    </message>
    <message>
        <source>not recovered within %1 s observed</source>
        <translation>nicht erholt innerhalb der beobachteten %1 s</translation>
    </message>
    <message>
        <source>, benchmark during the fault failed</source>
        <translation>, Benchmark während des Fehlers gescheitert</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 (%2: not counted for every candidate with fault steps, so it cannot compare them)</source>
        <translation>%1 (%2: nicht für jeden Kandidaten mit Fehlerschritten gezählt, daher kein Vergleich möglich)</translation>
    </message>
    <message>
        <source>%1 (%2 reached kernel IP traffic only, which the %3 benchmark's RDMA traffic bypasses)</source>
        <translation>%1 (%2 wirkte nur auf IP-Verkehr des Kernels, den der RDMA-Verkehr des %3-Benchmarks umgeht)</translation>
    </message>
    <message>
        <source>%1 (measured on this computer, not on the candidate's fabric)</source>
        <translation>%1 (auf diesem Computer gemessen, nicht auf der Fabric des Kandidaten)</translation>
    </message>
    <message>
        <source>%1 (skipped: the connection's user could not run it)</source>
        <translation>%1 (übersprungen: Der Benutzer der Verbindung durfte ihn nicht ausführen)</translation>
    </message>
</context>
<context>
    <name>FaultReach</name>
    <message>
        <source>kernel IP traffic only (TCP/IP, MPI over TCP, IPoIB); RDMA traffic bypasses it</source>
        <translation>nur IP-Verkehr des Kernels (TCP/IP, MPI über TCP, IPoIB); RDMA-Verkehr geht daran vorbei</translation>
    </message>
    <message>
        <source>the RDMA path of the port, and so all traffic on it</source>
        <translation>den RDMA-Pfad des Ports und damit allen Verkehr darauf</translation>
    </message>
    <message>
        <source>the job itself, not the network</source>
        <translation>den Job selbst, nicht das Netz</translation>
    </message>
    <message>
        <source>storage; the network only where the filesystem is reached over it</source>
        <translation>Speicher; das Netz nur, wo das Dateisystem darüber erreicht wird</translation>
    </message>
    <message>
        <source>not recorded (an agent from before the reach was reported)</source>
        <translation>nicht erfasst (ein Agent aus der Zeit, bevor die Reichweite gemeldet wurde)</translation>
    </message>
</context>
<context>
    <name>ImportError</name>
    <message>
        <source>the file could not be read after %1 bytes: %2</source>
        <translation>die Datei konnte nach %1 Bytes nicht weitergelesen werden: %2</translation>
    </message>
    <message>
        <source>the file is larger than the import limit of %1 MiB; split it or import the runs separately</source>
        <translation>die Datei ist größer als die Importgrenze von %1 MiB; teilen Sie sie auf oder importieren Sie die Läufe einzeln</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the line holds a NUL byte; expected a text file</source>
        <translation>die Zeile enthält ein NUL-Byte; erwartet wird eine Textdatei</translation>
    </message>
    <message>
        <source>the line has %1 fields in %2 bytes; the import reads lines of at most %3 bytes</source>
        <translation>die Zeile hat %1 Felder in %2 Bytes; der Import liest Zeilen von höchstens %3 Bytes</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes (%2 bytes); this is not a benchmark log</source>
        <translation>die Zeile ist länger als %1 Bytes (%2 Bytes); das ist kein Benchmark-Protokoll</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8 (byte 0x%1 at byte %2 of the line); save the file as UTF-8 text</source>
        <translation>die Zeile ist kein gültiges UTF-8 (Byte 0x%1 an Byte %2 der Zeile); speichern Sie die Datei als UTF-8-Text</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing of this file is stored</source>
        <translation>der Import wurde abgebrochen; nichts aus dieser Datei ist gespeichert</translation>
    </message>
    <message>
        <source>there was not enough memory to import the file; nothing of it was stored. Close other programs, or split the log, and import it again</source>
        <translation>es war nicht genug Arbeitsspeicher frei, um die Datei zu importieren; nichts davon wurde gespeichert. Schließen Sie andere Programme oder teilen Sie das Protokoll auf und importieren Sie es erneut</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>this is a folder; choose the log files inside it</source>
        <translation>dies ist ein Ordner; wählen Sie die Protokolldateien darin aus</translation>
    </message>
    <message>
        <source>the file cannot be opened: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 text (the file starts with a %1 byte-order mark); save it as UTF-8 and import it again</source>
        <translation>%1-Text (die Datei beginnt mit einer %1-Bytereihenfolge-Markierung); speichern Sie sie als UTF-8 und importieren Sie sie erneut</translation>
    </message>
    <message>
        <source>the file holds a NUL byte at offset %1: it is binary, or UTF-16 or UTF-32 text without a byte-order mark; expected UTF-8 text</source>
        <translation>die Datei enthält an Position %1 ein NUL-Byte: sie ist binär oder UTF-16- bzw. UTF-32-Text ohne Bytereihenfolge-Markierung; erwartet wird UTF-8-Text</translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a file; save the log to a file and import that</source>
        <translation>dies ist eine benannte Pipe (FIFO), keine Datei; speichern Sie das Protokoll in einer Datei und importieren Sie diese</translation>
    </message>
    <message>
        <source>this is a socket, not a file; save the log to a file and import that</source>
        <translation>dies ist ein Socket, keine Datei; speichern Sie das Protokoll in einer Datei und importieren Sie diese</translation>
    </message>
    <message>
        <source>this is a device, not a file; save the log to a file and import that</source>
        <translation>dies ist ein Gerät, keine Datei; speichern Sie das Protokoll in einer Datei und importieren Sie diese</translation>
    </message>
    <message>
        <source>this is not a regular file; save the log to a file and import that</source>
        <translation>dies ist keine reguläre Datei; speichern Sie das Protokoll in einer Datei und importieren Sie diese</translation>
    </message>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) that could not be read were skipped, so the run never counts as checked, passed:</source>
        <translation>
            <numerusform>Gerettete Einfuhr: %n nicht lesbare Ergebniszeile wurde übersprungen, daher gilt der Lauf nie als geprüft, bestanden:</numerusform>
            <numerusform>Gerettete Einfuhr: %n nicht lesbare Ergebniszeilen wurden übersprungen, daher gilt der Lauf nie als geprüft, bestanden:</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>not a benchmark log this version can read; expected nccl-tests text or JSON, NCCL Inspector JSON, OSU micro-benchmarks, perftest text or JSON, fabric-agent JSON Lines, or the CSV layout described in docs/import-formats.md</source>
        <translation>kein Benchmark-Protokoll, das diese Version lesen kann; erwartet werden nccl-tests-Text oder -JSON, NCCL-Inspector-JSON, OSU Micro-Benchmarks, perftest-Text oder -JSON, fabric-agent-JSON-Lines oder das in docs/import-formats.md beschriebene CSV-Layout</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <source>a ZIP archive (or a spreadsheet or office document)</source>
        <translation>ein ZIP-Archiv (oder eine Tabelle bzw. ein Office-Dokument)</translation>
    </message>
    <message>
        <source>an SQLite database (a project file is opened, not imported)</source>
        <translation>eine SQLite-Datenbank (eine Projektdatei wird geöffnet, nicht importiert)</translation>
    </message>
    <message>
        <source>this is %1, not a benchmark log</source>
        <translation>dies ist %1, kein Benchmark-Protokoll</translation>
    </message>
    <message>
        <source>a gzip-compressed file (unpack it and import the log inside)</source>
        <translation>eine gzip-komprimierte Datei (entpacken Sie sie und importieren Sie das enthaltene Protokoll)</translation>
    </message>
</context>
<context>
    <name>IsolationResult</name>
    <message numerus="yes">
        <source>Bad node: %1, found in %n run(s) (at most %2 for %3 nodes).</source>
        <translation>
            <numerusform>Fehlerhafter Knoten: %1, gefunden in %n Lauf (höchstens %2 bei %3 Knoten).</numerusform>
            <numerusform>Fehlerhafter Knoten: %1, gefunden in %n Läufen (höchstens %2 bei %3 Knoten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the suspect %1 did not miss when paired with a known-good node (%n run(s)).</source>
        <translation>
            <numerusform>Kein fehlerhafter Knoten gefunden: Der Verdächtige %1 blieb gepaart mit einem bekannt guten Knoten nicht zurück (%n Lauf).</numerusform>
            <numerusform>Kein fehlerhafter Knoten gefunden: Der Verdächtige %1 blieb gepaart mit einem bekannt guten Knoten nicht zurück (%n Läufe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the two halves performed alike, within %1 % of each other (%n run(s)).</source>
        <translation>
            <numerusform>Kein fehlerhafter Knoten gefunden: Beide Hälften lagen gleichauf, innerhalb von %1 % (%n Lauf).</numerusform>
            <numerusform>Kein fehlerhafter Knoten gefunden: Beide Hälften lagen gleichauf, innerhalb von %1 % (%n Läufe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than one half misses: the fault is not one node (%n run(s)).</source>
        <translation>
            <numerusform>Mehr als eine Hälfte bleibt zurück: Der Fehler liegt nicht an einem einzelnen Knoten (%n Lauf).</numerusform>
            <numerusform>Mehr als eine Hälfte bleibt zurück: Der Fehler liegt nicht an einem einzelnen Knoten (%n Läufe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The search stopped after %n run(s): a benchmark did not complete, so nothing is concluded.</source>
        <translation>
            <numerusform>Die Suche endete nach %n Lauf: Ein Benchmark wurde nicht abgeschlossen, daher wird nichts gefolgert.</numerusform>
            <numerusform>Die Suche endete nach %n Läufen: Ein Benchmark wurde nicht abgeschlossen, daher wird nichts gefolgert.</numerusform>
        </translation>
    </message>
    <message>
        <source>half</source>
        <translation>Hälfte</translation>
    </message>
    <message>
        <source>part of the suspects</source>
        <translation>Teil der Verdächtigen</translation>
    </message>
    <message>
        <source>suspect with a known-good node</source>
        <translation>Verdächtiger mit bekannt gutem Knoten</translation>
    </message>
    <message>
        <source>two known-good nodes</source>
        <translation>zwei bekannt gute Knoten</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>bleibt zurück</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>did not complete</source>
        <translation>nicht abgeschlossen</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>expected a JSON value (true, false, null, a number, a string, an object or an array)</source>
        <translation>JSON-Wert erwartet (true, false, null, eine Zahl, eine Zeichenkette, ein Objekt oder ein Array)</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>die Datei endet innerhalb einer Zeichenkette</translation>
    </message>
    <message>
        <source>a string runs past the end of the line</source>
        <translation>eine Zeichenkette reicht über das Zeilenende hinaus</translation>
    </message>
    <message>
        <source>a string is longer than %1 bytes</source>
        <translation>eine Zeichenkette ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>expected four hexadecimal digits after \u in a string</source>
        <translation>vier Hexadezimalziffern nach \u in einer Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected the second half of a UTF-16 surrogate pair</source>
        <translation>zweite Hälfte eines UTF-16-Surrogatpaars erwartet</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a string</source>
        <translation>ein einzelnes UTF-16-Surrogat in einer Zeichenkette</translation>
    </message>
    <message>
        <source>an unknown escape sequence in a string</source>
        <translation>eine unbekannte Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation>eine Zahl ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>expected a number, found "%1"</source>
        <translation>Zahl erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation>Objekte und Arrays sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the file ends where a JSON value was expected</source>
        <translation>die Datei endet, wo ein JSON-Wert erwartet wurde</translation>
    </message>
    <message>
        <source>expected a JSON value, found "%1"</source>
        <translation>JSON-Wert erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Dokuments</translation>
    </message>
    <message>
        <source>the file ends inside a JSON object</source>
        <translation>die Datei endet innerhalb eines JSON-Objekts</translation>
    </message>
    <message>
        <source>expected a quoted key in a JSON object</source>
        <translation>Schlüssel in Anführungszeichen in einem JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected ":" after the key "%1"</source>
        <translation>":" nach dem Schlüssel „%1“ erwartet</translation>
    </message>
    <message>
        <source>the file ends inside a JSON %1</source>
        <translation>die Datei endet innerhalb eines JSON-%1</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekts</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>expected "," or "}" in a JSON object</source>
        <translation>"," oder "}" in einem JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected "," or "]" in a JSON array</source>
        <translation>"," oder "]" in einem JSON-Array erwartet</translation>
    </message>
    <message>
        <source>expected a number for "%1"</source>
        <translation>Zahl für "%1" erwartet</translation>
    </message>
    <message>
        <source>expected a string for "%1"</source>
        <translation>Zeichenkette für "%1" erwartet</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8 (byte 0x%1 at byte %2 of the string); save the file as UTF-8</source>
        <translation>eine Zeichenkette ist kein gültiges UTF-8 (Byte 0x%1 an Byte %2 der Zeichenkette); speichern Sie die Datei als UTF-8</translation>
    </message>
</context>
<context>
    <name>KnownHosts</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>Der Ordner von %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The %1 key of %2 is revoked in %3, line %4, and cannot be trusted.</source>
        <translation>Der %1-Schlüssel von %2 ist in %3, Zeile %4 widerrufen und kann nicht als vertrauenswürdig eingetragen werden.</translation>
    </message>
</context>
<context>
    <name>KnownHostsReader</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>unknown marker %1</source>
        <translation>unbekannte Markierung %1</translation>
    </message>
    <message>
        <source>a host, a key type and a key are expected</source>
        <translation>erwartet werden ein Host, ein Schlüsseltyp und ein Schlüssel</translation>
    </message>
    <message>
        <source>the hashed host name is damaged</source>
        <translation>der gehashte Hostname ist beschädigt</translation>
    </message>
    <message>
        <source>the %1 key is damaged</source>
        <translation>der %1-Schlüssel ist beschädigt</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>NcclInspectorParser</name>
    <message>
        <source>expected a JSON object per record, as the NCCL Inspector writes them</source>
        <translation>erwartet ein JSON-Objekt je Datensatz, wie der NCCL Inspector sie schreibt</translation>
    </message>
    <message>
        <source>the file holds no NCCL Inspector records</source>
        <translation>die Datei enthält keine Datensätze des NCCL Inspector</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n JSON object(s) is an NCCL Inspector record with "coll_perf" or "p2p_perf"</source>
        <translation>
            <numerusform>das %n JSON-Objekt ist kein NCCL-Inspector-Datensatz mit „coll_perf“ oder „p2p_perf“</numerusform>
            <numerusform>keines der %n JSON-Objekte ist ein NCCL-Inspector-Datensatz mit „coll_perf“ oder „p2p_perf“</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object for "%1"</source>
        <translation>erwartet ein Objekt für „%1“</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2 for "%3"</source>
        <translation>erwartet eine ganze Zahl von %1 bis %2 für „%3“</translation>
    </message>
    <message>
        <source>the NCCL Inspector record that starts here has no "%1"</source>
        <translation>dem NCCL-Inspector-Datensatz, der hier beginnt, fehlt „%1“</translation>
    </message>
    <message>
        <source>a record holds both "coll_perf" and "p2p_perf"</source>
        <translation>ein Datensatz enthält sowohl „coll_perf“ als auch „p2p_perf“</translation>
    </message>
    <message>
        <source>the rank %1 in "header.rank" is not below "header.n_ranks" (%2)</source>
        <translation>der Rang %1 in „header.rank“ ist nicht kleiner als „header.n_ranks“ (%2)</translation>
    </message>
    <message>
        <source>expected the operation's name for "%1"</source>
        <translation>erwartet den Namen der Operation für „%1“</translation>
    </message>
    <message>
        <source>expected a message size in bytes for "%1"</source>
        <translation>erwartet eine Nachrichtengröße in Byte für „%1“</translation>
    </message>
    <message>
        <source>expected a time in microseconds for "%1"</source>
        <translation>erwartet eine Zeit in Mikrosekunden für „%1“</translation>
    </message>
    <message>
        <source>"header.n_ranks" is %1, but earlier records of the same communicator say %2</source>
        <translation>„header.n_ranks“ ist %1, frühere Datensätze desselben Kommunikators sagen aber %2</translation>
    </message>
    <message>
        <source>the message size %1 times %2 ranks is too large</source>
        <translation>die Nachrichtengröße %1 mal %2 Ränge ist zu groß</translation>
    </message>
    <message numerus="yes">
        <source>NCCL Inspector records of communicator %1, rank %2 of %3: %n call(s). Each time is this rank's kernel time of one call (its slowest channel), not a time over all ranks; the statistics and samples of each size are computed from them.</source>
        <translation>
            <numerusform>NCCL-Inspector-Datensätze des Kommunikators %1, Rang %2 von %3: %n Aufruf. Jede Zeit ist die Kernel-Zeit eines Aufrufs auf diesem Rang (sein langsamster Kanal), keine Zeit über alle Ränge; Statistik und Stichproben jeder Größe werden daraus berechnet.</numerusform>
            <numerusform>NCCL-Inspector-Datensätze des Kommunikators %1, Rang %2 von %3: %n Aufrufe. Jede Zeit ist die Kernel-Zeit eines Aufrufs auf diesem Rang (sein langsamster Kanal), keine Zeit über alle Ränge; Statistik und Stichproben jeder Größe werden daraus berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Inspector gives the per-rank message size of %1; the sizes are stored as that size times %2 ranks, as nccl-tests prints them.</source>
        <translation>Der Inspector gibt die Nachrichtengröße von %1 je Rang an; die Größen werden als diese Größe mal %2 Ränge gespeichert, wie nccl-tests sie ausgibt.</translation>
    </message>
    <message>
        <source>algbw and busbw are computed from each size's average time, with the factors the Inspector and nccl-tests use.</source>
        <translation>algbw und busbw werden aus der mittleren Zeit jeder Größe berechnet, mit den Faktoren, die der Inspector und nccl-tests verwenden.</translation>
    </message>
    <message>
        <source>The Inspector computes no bandwidth for %1: algbw and busbw are not reported.</source>
        <translation>Der Inspector berechnet für %1 keine Bandbreite: algbw und busbw sind nicht angegeben.</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) were timed on the CPU (kernel_cpu or collective_cpu), not by the GPU's clock.</source>
        <translation>
            <numerusform>%n Aufruf wurde auf der CPU gemessen (kernel_cpu oder collective_cpu), nicht mit der Uhr der GPU.</numerusform>
            <numerusform>%n Aufrufe wurden auf der CPU gemessen (kernel_cpu oder collective_cpu), nicht mit der Uhr der GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Inspector does not check the data it moves: results are unverified. It leaves out calls smaller than NCCL_INSPECTOR_DUMP_MIN_SIZE_BYTES (8192 bytes by default).</source>
        <translation>Der Inspector prüft die übertragenen Daten nicht: Die Ergebnisse sind ungeprüft. Aufrufe kleiner als NCCL_INSPECTOR_DUMP_MIN_SIZE_BYTES (standardmäßig 8192 Byte) lässt er aus.</translation>
    </message>
    <message>
        <source>more than %1 pairs of communicator and operation; the import reads at most %1 from one file</source>
        <translation>mehr als %1 Paare aus Kommunikator und Operation; der Import liest höchstens %1 aus einer Datei</translation>
    </message>
</context>
<context>
    <name>NcclTestsJsonParser</name>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>expected %1 for "%2"</source>
        <translation>%1 für "%2" erwartet</translation>
    </message>
    <message>
        <source>expected a JSON object as written by nccl-tests -J</source>
        <translation>JSON-Objekt erwartet, wie es nccl-tests -J schreibt</translation>
    </message>
    <message>
        <source>nccl-tests reported: %1</source>
        <translation>nccl-tests meldete: %1</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Dokuments</translation>
    </message>
    <message>
        <source>the file has no "results" entries; expected the JSON that nccl-tests -J writes</source>
        <translation>die Datei hat keine "results"-Einträge; erwartet wird das JSON, das nccl-tests -J schreibt</translation>
    </message>
    <message>
        <source>The file does not name the collective.</source>
        <translation>Die Datei nennt die kollektive Operation nicht.</translation>
    </message>
    <message>
        <source>The file does not name the collective; "%1" was taken from the file name.</source>
        <translation>Die Datei nennt die kollektive Operation nicht; „%1“ wurde dem Dateinamen entnommen.</translation>
    </message>
    <message>
        <source>Per-rank samples are per process (the slowest GPU of each process), as nccl-tests records them.</source>
        <translation>Stichproben je Rank gelten je Prozess (die langsamste GPU jedes Prozesses), so wie nccl-tests sie aufzeichnet.</translation>
    </message>
    <message>
        <source>expected a size in bytes for "size"</source>
        <translation>Größe in Bytes für "size" erwartet</translation>
    </message>
    <message>
        <source>a "results" entry has no "size"; expected size, count, type, out_of_place and in_place</source>
        <translation>ein "results"-Eintrag hat kein "size"; erwartet werden size, count, type, out_of_place und in_place</translation>
    </message>
    <message>
        <source>a "results" entry has neither "out_of_place" nor "in_place" timings</source>
        <translation>ein "results"-Eintrag hat weder "out_of_place"- noch "in_place"-Zeiten</translation>
    </message>
</context>
<context>
    <name>NcclTestsTextParser</name>
    <message>
        <source>no nccl-tests result table found: expected a header line "#  size  count  type ..." followed by result rows</source>
        <translation>keine nccl-tests-Ergebnistabelle gefunden: erwartet wird eine Kopfzeile "#  size  count  type ..." gefolgt von Ergebniszeilen</translation>
    </message>
    <message>
        <source>an "Out of bounds values" footer without a result table before it</source>
        <translation>eine Fußzeile "Out of bounds values" ohne vorangehende Ergebnistabelle</translation>
    </message>
    <message>
        <source>expected "Out of bounds values : N OK|FAILED", found %1</source>
        <translation>"Out of bounds values : N OK|FAILED" erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>an "Avg bus bandwidth" footer without a result table before it</source>
        <translation>eine Fußzeile "Avg bus bandwidth" ohne vorangehende Ergebnistabelle</translation>
    </message>
    <message>
        <source>expected "Avg bus bandwidth : X", found %1</source>
        <translation>"Avg bus bandwidth : X" erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>Errors marked with an asterisk exceeded the tool's threshold and count as failed.</source>
        <translation>Mit einem Sternchen markierte Fehler überschritten den Schwellenwert des Werkzeugs und gelten als fehlgeschlagen.</translation>
    </message>
    <message>
        <source>nccl-tests reported: %1</source>
        <translation>nccl-tests meldete: %1</translation>
    </message>
    <message>
        <source>expected a whole number after "%1" in the "# nThread" line, found %2</source>
        <translation>ganze Zahl nach "%1" in der Zeile "# nThread" erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected a device line "#  Rank N [Group G] Pid P on HOST device D [BUS] NAME", found %1</source>
        <translation>Gerätezeile "#  Rank N [Group G] Pid P on HOST device D [BUS] NAME" erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>unexpected column header: expected "size count type [redop] [root] time algbw busbw #wrong time algbw busbw #wrong", found "%1"</source>
        <translation>unerwartete Spaltenüberschrift: erwartet "size count type [redop] [root] time algbw busbw #wrong time algbw busbw #wrong", gefunden „%1“</translation>
    </message>
    <message>
        <source>expected a number in column %1 (%2), found %3</source>
        <translation>Zahl in Spalte %1 (%2) erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>expected a number or N/A in column %1 (%2), found %3</source>
        <translation>Zahl oder N/A in Spalte %1 (%2) erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>expected a whole number of wrong elements in column %1, found %2</source>
        <translation>ganze Zahl falscher Elemente in Spalte %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%1 Felder in einer Ergebniszeile erwartet, wie die Kopfzeile in Zeile %2 angibt; %3 gefunden</translation>
    </message>
    <message>
        <source>expected the root rank in column %1, found %2</source>
        <translation>Root-Rank in Spalte %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>the result table that starts here has no result rows</source>
        <translation>die hier beginnende Ergebnistabelle hat keine Ergebniszeilen</translation>
    </message>
    <message>
        <source>The log does not name the collective; "%1" was taken from the file name.</source>
        <translation>Das Protokoll nennt die kollektive Operation nicht; „%1“ wurde dem Dateinamen entnommen.</translation>
    </message>
    <message>
        <source>The log does not name the collective.</source>
        <translation>Das Protokoll nennt die kollektive Operation nicht.</translation>
    </message>
    <message>
        <source>The device list is shortened ("...") in the log; the number of ranks and nodes is unknown.</source>
        <translation>Die Geräteliste ist im Protokoll gekürzt ("..."); die Anzahl der Ranks und Knoten ist unbekannt.</translation>
    </message>
    <message>
        <source>The sweep repeats %1 times (-N cycles).</source>
        <translation>Der Durchlauf wird %1-mal wiederholt (-N Zyklen).</translation>
    </message>
    <message>
        <source>Old "error" column: a row passed when its error is within nccl-tests' own tolerance for the data type.</source>
        <translation>Alte Spalte "error": Eine Zeile gilt als bestanden, wenn ihr Fehler innerhalb der eigenen Toleranz von nccl-tests für den Datentyp liegt.</translation>
    </message>
    <message>
        <source>Per-iteration columns (-I): the standard deviation is derived from i_cv% and the time column; i_p99 equals i_max below 100 iterations.</source>
        <translation>Spalten je Iteration (-I): Die Standardabweichung wird aus i_cv% und der Zeitspalte abgeleitet; unter 100 Iterationen ist i_p99 gleich i_max.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not nccl-tests output (NCCL INFO/WARN, launcher messages) were skipped.</source>
        <translation>
            <numerusform>%n Zeile, die keine nccl-tests-Ausgabe ist (NCCL INFO/WARN, Launcher-Meldungen), wurde übersprungen.</numerusform>
            <numerusform>%n Zeilen, die keine nccl-tests-Ausgabe sind (NCCL INFO/WARN, Launcher-Meldungen), wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the size in bytes in column 1 (size), a whole number from 0 to %1, found %2</source>
        <translation>Größe in Bytes in Spalte 1 (size) erwartet, eine ganze Zahl von 0 bis %1, %2 gefunden</translation>
    </message>
    <message>
        <source>expected the element count in column 2 (count), a whole number from 0 to %1, found %2</source>
        <translation>Elementanzahl in Spalte 2 (count) erwartet, eine ganze Zahl von 0 bis %1, %2 gefunden</translation>
    </message>
    <message>
        <source>Old %1 bandwidth (nccl-tests before June 2020, shown from line %2 on): algbw was printed equal to busbw, size / time x (n-1)/n. algbw is recomputed as size / time, today's definition; busbw, which that change left as it was, is kept as printed.</source>
        <translation>Alte %1-Bandbreite (nccl-tests vor Juni 2020, erkennbar ab Zeile %2): algbw wurde gleich busbw ausgegeben, Größe / Zeit x (n-1)/n. algbw wird nach heutiger Definition als Größe / Zeit neu berechnet; busbw, das diese Änderung nicht betraf, bleibt wie ausgegeben.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) were stored before the old bandwidth showed; their algbw is as printed.</source>
        <translation>
            <numerusform>Die erste %n Zeile wurde gespeichert, bevor die alte Bandbreite erkennbar war; ihr algbw ist wie ausgegeben.</numerusform>
            <numerusform>Die ersten %n Zeilen wurden gespeichert, bevor die alte Bandbreite erkennbar war; ihr algbw ist wie ausgegeben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OsuTextParser</name>
    <message>
        <source>no OSU result table found: expected a title "# OSU MPI ... Test vX.Y", a header "# Size ..." and result rows</source>
        <translation>keine OSU-Ergebnistabelle gefunden: erwartet werden ein Titel "# OSU MPI ... Test vX.Y", eine Kopfzeile "# Size ..." und Ergebniszeilen</translation>
    </message>
    <message>
        <source>unknown column %1 in the OSU header; expected columns among: %2</source>
        <translation>unbekannte Spalte %1 in der OSU-Kopfzeile; erwartet werden Spalten aus: %2</translation>
    </message>
    <message>
        <source>expected the OSU header to start with "Size" and name at least one result column</source>
        <translation>die OSU-Kopfzeile muss mit "Size" beginnen und mindestens eine Ergebnisspalte nennen</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%1 Felder in einer Ergebniszeile erwartet, wie die Kopfzeile in Zeile %2 angibt; %3 gefunden</translation>
    </message>
    <message>
        <source>expected Pass or Fail in column %1, found %2</source>
        <translation>Pass oder Fail in Spalte %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected a number in column %1, found %2</source>
        <translation>Zahl in Spalte %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>the OSU test before this line has no "# Size ..." header</source>
        <translation>der OSU-Test vor dieser Zeile hat keine Kopfzeile "# Size ..."</translation>
    </message>
    <message>
        <source>the OSU test before this line has no result rows</source>
        <translation>der OSU-Test vor dieser Zeile hat keine Ergebniszeilen</translation>
    </message>
    <message>
        <source>OSU's minimum and maximum are taken across ranks, over each rank's average latency; they are not per-iteration extremes.</source>
        <translation>Minimum und Maximum von OSU werden über die Ranks gebildet, aus der mittleren Latenz jedes Ranks; es sind keine Extremwerte je Iteration.</translation>
    </message>
    <message>
        <source>OSU's percentiles are taken over rank-averaged iterations, not per-rank tails.</source>
        <translation>Die Perzentile von OSU beziehen sich auf über die Ranks gemittelte Iterationen, nicht auf die Tails einzelner Ranks.</translation>
    </message>
    <message>
        <source>The P90 column is not kept: the result model holds p50, p95, p99 and p99.9.</source>
        <translation>Die Spalte P90 wird nicht übernommen: Das Ergebnismodell enthält p50, p95, p99 und p99.9.</translation>
    </message>
    <message>
        <source>The run was not validated (no -c): results are unverified.</source>
        <translation>Der Lauf wurde nicht validiert (kein -c): Die Ergebnisse sind ungeprüft.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not OSU output (launcher and system messages) were skipped.</source>
        <translation>
            <numerusform>%n Zeile, die keine OSU-Ausgabe ist (Launcher- und Systemmeldungen), wurde übersprungen.</numerusform>
            <numerusform>%n Zeilen, die keine OSU-Ausgabe sind (Launcher- und Systemmeldungen), wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the size in bytes in column %1 (Size), a whole number from 0 to %2, found %3</source>
        <translation>Größe in Bytes in Spalte %1 (Size) erwartet, eine ganze Zahl von 0 bis %2, %3 gefunden</translation>
    </message>
    <message>
        <source>The OSU startup test "%1" in the same file prints no result table; it was not imported.</source>
        <translation>Der OSU-Starttest "%1" in derselben Datei gibt keine Ergebnistabelle aus; er wurde nicht importiert.</translation>
    </message>
    <message>
        <source>expected an OSU title "# OSU MPI &lt;name&gt; Test [vX.Y]", found %1</source>
        <translation>OSU-Titel "# OSU MPI &lt;name&gt; Test [vX.Y]" erwartet, %1 gefunden</translation>
    </message>
</context>
<context>
    <name>PerftestJsonParser</name>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Dokuments</translation>
    </message>
    <message>
        <source>no perftest results found: expected objects with "MsgSize" and t_* or BW_* values, as perftest --out_json writes them</source>
        <translation>keine perftest-Ergebnisse gefunden: erwartet werden Objekte mit "MsgSize" und t_*- oder BW_*-Werten, wie perftest --out_json sie schreibt</translation>
    </message>
    <message>
        <source>perftest does not check the data it moves: results are unverified.</source>
        <translation>perftest prüft die übertragenen Daten nicht: Die Ergebnisse sind ungeprüft.</translation>
    </message>
    <message>
        <source>The JSON file does not name the test; it is recorded as "%1".</source>
        <translation>Die JSON-Datei nennt den Test nicht; er wird als „%1“ erfasst.</translation>
    </message>
    <message>
        <source>expected a JSON object as perftest --out_json writes it</source>
        <translation>JSON-Objekt erwartet, wie perftest --out_json es schreibt</translation>
    </message>
    <message>
        <source>expected a message size in bytes for "MsgSize"</source>
        <translation>Nachrichtengröße in Bytes für "MsgSize" erwartet</translation>
    </message>
    <message>
        <source>a result with "MsgSize" has neither t_avg, t_typical nor BW_average</source>
        <translation>ein Ergebnis mit "MsgSize" hat weder t_avg noch t_typical noch BW_average</translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message>
        <source>no perftest result table found: expected a header line "#bytes #iterations ..." followed by result rows</source>
        <translation>keine perftest-Ergebnistabelle gefunden: erwartet wird eine Kopfzeile "#bytes #iterations ..." gefolgt von Ergebniszeilen</translation>
    </message>
    <message>
        <source>perftest does not check the data it moves: results are unverified.</source>
        <translation>perftest prüft die übertragenen Daten nicht: Die Ergebnisse sind ungeprüft.</translation>
    </message>
    <message>
        <source>perftest drops the two slowest samples; t_typical is the median, and WRITE/SEND latencies are half the round trip.</source>
        <translation>perftest verwirft die beiden langsamsten Stichproben; t_typical ist der Median, und WRITE-/SEND-Latenzen sind die halbe Umlaufzeit.</translation>
    </message>
    <message>
        <source>Bandwidth is the BW average column; MB/sec is read as 2^20 bytes per second, as perftest computes it.</source>
        <translation>Die Bandbreite ist die Spalte BW average; MB/sec wird als 2^20 Bytes pro Sekunde gelesen, so wie perftest rechnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not perftest output (CPU frequency warnings and similar) were skipped.</source>
        <translation>
            <numerusform>%n Zeile, die keine perftest-Ausgabe ist (CPU-Frequenzwarnungen und Ähnliches), wurde übersprungen.</numerusform>
            <numerusform>%n Zeilen, die keine perftest-Ausgabe sind (CPU-Frequenzwarnungen und Ähnliches), wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown column %1 in the perftest header; expected columns among: %2</source>
        <translation>unbekannte Spalte %1 in der perftest-Kopfzeile; erwartet werden Spalten aus: %2</translation>
    </message>
    <message>
        <source>unknown bandwidth unit in %1; expected MB/sec, MiB/sec or Gb/sec</source>
        <translation>unbekannte Bandbreiteneinheit in %1; erwartet wird MB/sec, MiB/sec oder Gb/sec</translation>
    </message>
    <message>
        <source>expected the perftest header to start with #bytes and name result columns</source>
        <translation>die perftest-Kopfzeile muss mit #bytes beginnen und Ergebnisspalten nennen</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%1 Felder in einer Ergebniszeile erwartet, wie die Kopfzeile in Zeile %2 angibt; %3 gefunden</translation>
    </message>
    <message>
        <source>expected a number in column %1, found %2</source>
        <translation>Zahl in Spalte %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected the size in bytes in column %1 (#bytes), a whole number from 0 to %2, found %3</source>
        <translation>Größe in Bytes in Spalte %1 (#bytes) erwartet, eine ganze Zahl von 0 bis %2, %3 gefunden</translation>
    </message>
    <message>
        <source>The log holds the same result table more than once (server and client output captured together); it is imported once.</source>
        <translation>Das Protokoll enthält dieselbe Ergebnistabelle mehrfach (Ausgabe von Server und Client gemeinsam aufgezeichnet); sie wird einmal importiert.</translation>
    </message>
    <message>
        <source>the result table that starts here has no result rows</source>
        <translation>die hier beginnende Ergebnistabelle hat keine Ergebniszeilen</translation>
    </message>
</context>
<context>
    <name>PrivilegeCheck</name>
    <message>
        <source>the connection's host</source>
        <translation>den Host der Verbindung</translation>
    </message>
    <message>
        <source>%1 is not a fault kind this agent knows.</source>
        <translation>%1 ist keine Fehlerart, die dieser Agent kennt.</translation>
    </message>
    <message>
        <source>Correct the step's --kind.</source>
        <translation>Korrigieren Sie --kind des Schritts.</translation>
    </message>
    <message>
        <source>%1 cannot create %2: its folder is not writable.</source>
        <translation>%1 kann %2 nicht anlegen: In den Ordner darf nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Give --path a folder the user can write, such as its home or a scratch folder.</source>
        <translation>Geben Sie für --path einen Ordner an, in den der Benutzer schreiben darf, etwa sein Home- oder ein Scratch-Verzeichnis.</translation>
    </message>
    <message>
        <source>Binding the load to its interface needs CAP_NET_RAW on kernels before 5.7 (%1 runs %2.%3), and %4 lacks it.</source>
        <translation>Die Last an ihre Schnittstelle zu binden erfordert auf Kerneln vor 5.7 CAP_NET_RAW (%1 läuft mit %2.%3), und %4 fehlt diese Berechtigung.</translation>
    </message>
    <message>
        <source>Ask the provider for a drill, or for CAP_NET_RAW.</source>
        <translation>Bitten Sie den Anbieter um eine Übung (Drill) oder um CAP_NET_RAW.</translation>
    </message>
    <message>
        <source>%1 is not installed on %2.</source>
        <translation>%1 ist auf %2 nicht installiert.</translation>
    </message>
    <message>
        <source>Install %1 on the node, or ask the provider for a drill.</source>
        <translation>Installieren Sie %1 auf dem Knoten, oder bitten Sie den Anbieter um eine Übung (Drill).</translation>
    </message>
    <message>
        <source>%1 runs %2, which needs root; %3 is not root, and sudo -n does not allow %2.</source>
        <translation>%1 führt %2 aus, was root erfordert; %3 ist nicht root, und sudo -n erlaubt %2 nicht.</translation>
    </message>
    <message>
        <source>A sudo rule "%1" in /etc/sudoers.d on the node, or ask the provider for a drill.</source>
        <translation>Eine sudo-Regel „%1“ in /etc/sudoers.d auf dem Knoten, oder bitten Sie den Anbieter um eine Übung (Drill).</translation>
    </message>
    <message>
        <source>%1 runs %2, which needs root or %3; %4 is not root, lacks %3, and sudo -n does not allow %2.</source>
        <translation>%1 führt %2 aus, was root oder %3 erfordert; %4 ist nicht root, hat %3 nicht, und sudo -n erlaubt %2 nicht.</translation>
    </message>
    <message>
        <source>Step %1 (%2 on %3) cannot run as %4: %5 What would make it run: %6</source>
        <translation>Schritt %1 (%2 auf %3) kann als %4 nicht laufen: %5 Damit er laufen kann: %6</translation>
    </message>
</context>
<context>
    <name>ProgressReader</name>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 von %2 beantwortet</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 candidates complete</source>
        <translation>%1 von %2 Kandidaten vollständig</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%1 von %2 beantwortet, %n Warnsignal</numerusform>
            <numerusform>%1 von %2 beantwortet, %n Warnsignale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan run(s)</source>
        <translation>
            <numerusform>%n Planlauf</numerusform>
            <numerusform>%n Planläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter reading(s)</source>
        <translation>
            <numerusform>%n Zählerabfrage</numerusform>
            <numerusform>%n Zählerabfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>inputs for %1 of %2 candidates</source>
        <translation>Eingaben für %1 von %2 Kandidaten</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n own run(s)</source>
        <translation>
            <numerusform>%n eigener Lauf</numerusform>
            <numerusform>%n eigene Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>%n Anbieterangabe</numerusform>
            <numerusform>%n Anbieterangaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Complete when every triage question has an answer.</source>
        <translation>Vollständig, wenn jede Triage-Frage beantwortet ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) without an answer</source>
        <translation>
            <numerusform>%n Frage ohne Antwort</numerusform>
            <numerusform>%n Fragen ohne Antwort</numerusform>
        </translation>
    </message>
    <message>
        <source>Complete when the project has a candidate; a decision compares two or more.</source>
        <translation>Vollständig, wenn das Projekt einen Kandidaten hat; eine Entscheidung vergleicht zwei oder mehr.</translation>
    </message>
    <message>
        <source>No candidate yet.</source>
        <translation>Noch kein Kandidat.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 questions without an answer</source>
        <translation>%1: %2 von %3 Fragen ohne Antwort</translation>
    </message>
    <message>
        <source>Complete when every field of each candidate's declared test BOM is filled.</source>
        <translation>Vollständig, wenn jedes Feld der angegebenen Test-Stückliste jedes Kandidaten ausgefüllt ist.</translation>
    </message>
    <message>
        <source>Complete when every question has an answer from each candidate's supplier. Red flags do not keep it from complete; the Decision counts them.</source>
        <translation>Vollständig, wenn der Lieferant jedes Kandidaten jede Frage beantwortet hat. Warnsignale verhindern das nicht; die Entscheidung zählt sie.</translation>
    </message>
    <message>
        <source>Complete when every candidate has an own measurement of its cluster. Supplier claims and runs on this computer do not count.</source>
        <translation>Vollständig, wenn für jeden Kandidaten eine eigene Messung seines Clusters vorliegt. Angaben des Lieferanten und Läufe auf diesem Computer zählen nicht.</translation>
    </message>
    <message>
        <source>Complete when an acceptance plan has run for every candidate.</source>
        <translation>Vollständig, wenn für jeden Kandidaten ein Abnahmeplan gelaufen ist.</translation>
    </message>
    <message>
        <source>Nothing here is required: counter readings explain what the benchmarks and faults measured.</source>
        <translation>Hier ist nichts erforderlich: Zählerstände erklären, was die Benchmarks und Fehler gemessen haben.</translation>
    </message>
    <message>
        <source>Complete when every candidate has cost inputs; the Cost page names the ones its figures still need.</source>
        <translation>Vollständig, wenn jeder Kandidat Kosteneingaben hat; die Seite „Kosten“ nennt, welche ihre Zahlen noch brauchen.</translation>
    </message>
</context>
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
    <message>
        <source>Connection %1 no longer exists in %2.</source>
        <translation>Verbindung %1 existiert in %2 nicht mehr.</translation>
    </message>
    <message>
        <source>The currency of the cost model must not be empty.</source>
        <translation>Die Währung des Kostenmodells darf nicht leer sein.</translation>
    </message>
    <message>
        <source>%1 cannot be derived from measurements; type it or take it from a quote.</source>
        <translation>%1 lässt sich nicht aus Messungen ableiten; geben Sie den Wert ein oder übernehmen Sie ihn aus einem Angebot.</translation>
    </message>
    <message>
        <source>Overriding the derived %1 needs a reason.</source>
        <translation>Das Überschreiben des abgeleiteten Werts %1 erfordert eine Begründung.</translation>
    </message>
    <message>
        <source>%1 must be a number of 0 or more.</source>
        <translation>%1 muss eine Zahl größer oder gleich 0 sein.</translation>
    </message>
    <message>
        <source>%1 is a share between 0 and 1 (0 % to 100 %).</source>
        <translation>%1 ist ein Anteil zwischen 0 und 1 (0 % bis 100 %).</translation>
    </message>
    <message>
        <source>A weight must be a number of 0 or more.</source>
        <translation>Ein Gewicht muss eine Zahl größer oder gleich 0 sein.</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>Ein Kriterium braucht einen Namen.</translation>
    </message>
    <message>
        <source>Criterion %1 no longer exists in %2.</source>
        <translation>Kriterium %1 existiert in %2 nicht mehr.</translation>
    </message>
    <message>
        <source>A score runs from 0 to 10.</source>
        <translation>Eine Bewertung reicht von 0 bis 10.</translation>
    </message>
    <message>
        <source>The uncertainty of a score must be 0 or more.</source>
        <translation>Die Unsicherheit einer Bewertung muss 0 oder größer sein.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB and cannot be attached.</source>
        <translation>%1 ist größer als %2 MiB und kann nicht angehängt werden.</translation>
    </message>
    <message>
        <source>An acceptance threshold must be a number of 0 or more (ranks and nodes: 1 or more), or empty.</source>
        <translation>Ein Abnahmeschwellwert muss eine Zahl ab 0 sein (Ranks und Knoten: ab 1) oder leer bleiben.</translation>
    </message>
    <message>
        <source>A typed score that overrides the automatic one needs a reason.</source>
        <translation>Eine eingegebene Bewertung, die die automatische überschreibt, braucht eine Begründung.</translation>
    </message>
    <message>
        <source>The file is write-protected.</source>
        <translation>Die Datei ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The folder it is in cannot be written (a read-only drive or share, or no permission); it is shown as it is on disk.</source>
        <translation>In ihren Ordner kann nicht geschrieben werden (ein schreibgeschütztes Laufwerk oder eine Freigabe, oder keine Berechtigung); sie wird so gezeigt, wie sie auf dem Datenträger liegt.</translation>
    </message>
    <message>
        <source>Run %1 is not stored, so the answer to %2 cannot be linked to it.</source>
        <translation>Lauf %1 ist nicht gespeichert, daher kann die Antwort auf %2 nicht mit ihm verknüpft werden.</translation>
    </message>
    <message>
        <source>Plan run %1 is not stored, so the answer to %2 cannot be linked to its step %3.</source>
        <translation>Planlauf %1 ist nicht gespeichert, daher kann die Antwort auf %2 nicht mit seinem Schritt %3 verknüpft werden.</translation>
    </message>
    <message>
        <source>the database driver is not SQLite's</source>
        <translation>der Datenbanktreiber ist nicht der von SQLite</translation>
    </message>
    <message>
        <source>A price line needs a line number of 1 or more.</source>
        <translation>Eine Preiszeile braucht eine Zeilennummer ab 1.</translation>
    </message>
    <message>
        <source>%1 is computed by the cost model and cannot be quoted.</source>
        <translation>%1 wird vom Kostenmodell berechnet und kann nicht angeboten werden.</translation>
    </message>
    <message>
        <source>Price line %1: the unit price and the quantity must be numbers of 0 or more.</source>
        <translation>Preiszeile %1: Stückpreis und Menge müssen Zahlen ab 0 sein.</translation>
    </message>
    <message>
        <source>Price line %1: "%2" is not a currency code such as EUR or USD.</source>
        <translation>Preiszeile %1: „%2“ ist kein Währungscode wie EUR oder USD.</translation>
    </message>
    <message>
        <source>Price line %1: the term must be 1 month or more.</source>
        <translation>Preiszeile %1: Die Laufzeit muss mindestens 1 Monat betragen.</translation>
    </message>
    <message>
        <source>Price line %1: the lead time must be 0 weeks or more.</source>
        <translation>Preiszeile %1: Die Lieferzeit muss 0 Wochen oder mehr betragen.</translation>
    </message>
    <message>
        <source>"%1" is not a currency code such as EUR or USD.</source>
        <translation>„%1“ ist kein Währungscode wie EUR oder USD.</translation>
    </message>
    <message>
        <source>%1 is the project's own currency; it needs no exchange rate.</source>
        <translation>%1 ist die Währung des Projekts; sie braucht keinen Wechselkurs.</translation>
    </message>
    <message>
        <source>An exchange rate must be a number greater than 0.</source>
        <translation>Ein Wechselkurs muss eine Zahl größer als 0 sein.</translation>
    </message>
    <message>
        <source>An exchange rate needs the date it is from.</source>
        <translation>Ein Wechselkurs braucht das Datum, von dem er stammt.</translation>
    </message>
    <message numerus="yes">
        <source>%n price line(s) are in %1; the rate is needed to convert them.</source>
        <translation>
            <numerusform>%n Preiszeile ist in %1; der Kurs wird zum Umrechnen gebraucht.</numerusform>
            <numerusform>%n Preiszeilen sind in %1; der Kurs wird zum Umrechnen gebraucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Changes saved in %1 that are not yet in the file itself cannot be read here and are not shown.</source>
        <translation>Änderungen, die in %1 gespeichert, aber noch nicht in der Datei selbst sind, können hier nicht gelesen werden und werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>another program kept using the project</source>
        <translation>ein anderes Programm hat das Projekt weiter verwendet</translation>
    </message>
    <message>
        <source>The change is saved, but %1 alone is not yet complete (%2): until the project is next opened or changed with that resolved, part of it is kept in %3 beside it. Copy both files together, or free the space and open the project again, which completes the file.</source>
        <translation>Die Änderung ist gespeichert, aber %1 allein ist noch nicht vollständig (%2): Bis das Projekt nach Behebung der Ursache wieder geöffnet oder geändert wird, liegt ein Teil davon in %3 daneben. Kopieren Sie beide Dateien zusammen, oder schaffen Sie Platz und öffnen Sie das Projekt erneut; dabei wird die Datei vervollständigt.</translation>
    </message>
    <message>
        <source>The share of the line rate must be between 0 and 100 %, or empty.</source>
        <translation>Der Anteil an der Leitungsrate muss zwischen 0 und 100 % liegen oder leer sein.</translation>
    </message>
    <message>
        <source>Lowering the line-rate floor below %1 % needs a reason; the report shows it.</source>
        <translation>Die Untergrenze der Leitungsrate unter %1 % zu senken, braucht eine Begründung; der Bericht zeigt sie.</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (Prozess %2)</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <source>Waiting for another program (an import, another window or a command) to finish writing %1…</source>
        <translation>Warte, bis ein anderes Programm (ein Import, ein anderes Fenster oder ein Befehl) %1 fertig geschrieben hat …</translation>
    </message>
    <message>
        <source>Waiting for %2 to finish writing %1…</source>
        <translation>Warte, bis %2 %1 fertig geschrieben hat …</translation>
    </message>
    <message>
        <source>%2 is writing %1 and did not finish within 5 seconds; nothing was changed. Try again when it has finished.</source>
        <translation>%2 schreibt in %1 und war nach 5 Sekunden nicht fertig; nichts wurde geändert. Versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>Another program (an import, another window or a command)</source>
        <translation>Ein anderes Programm (ein Import, ein anderes Fenster oder ein Befehl)</translation>
    </message>
</context>
<context>
    <name>RunDependent</name>
    <message>
        <source>Dispatch %1 measured it; the dispatch keeps its raw stream and loses the link.</source>
        <translation>Auftrag %1 hat ihn gemessen; der Auftrag behält seinen Rohdatenstrom und verliert nur die Verknüpfung.</translation>
    </message>
    <message>
        <source>Plan run %1 ("%2") measured it in step %3 (%4); the plan's results read it.</source>
        <translation>Planlauf %1 („%2“) hat ihn in Schritt %3 (%4) gemessen; die Ergebnisse des Plans lesen ihn.</translation>
    </message>
    <message>
        <source>The answer of %1 to question %2 cites it as evidence.</source>
        <translation>Die Antwort von %1 auf Frage %2 führt ihn als Nachweis an.</translation>
    </message>
    <message>
        <source>It froze the BOM of %1 as declared on %2; the frozen BOM goes with it.</source>
        <translation>Er hat die Stückliste von %1 im Stand vom %2 festgehalten; die festgehaltene Stückliste wird mit ihm gelöscht.</translation>
    </message>
    <message>
        <source>The Cost page counts it in the acceptance rate of %1.</source>
        <translation>Die Seite „Kosten“ zählt ihn in der Abnahmerate von %1.</translation>
    </message>
    <message>
        <source>The Decision page scores %1 on it (latency and bandwidth).</source>
        <translation>Die Seite „Entscheidung“ bewertet %1 danach (Latenz und Bandbreite).</translation>
    </message>
</context>
<context>
    <name>RunFailureText</name>
    <message>
        <source>before its first result</source>
        <translation>vor seinem ersten Ergebnis</translation>
    </message>
    <message>
        <source>while measuring %1 bytes</source>
        <translation>während der Messung von %1 Bytes</translation>
    </message>
    <message>
        <source>after %1 bytes, the last size it completed</source>
        <translation>nach %1 Bytes, der letzten vollständig gemessenen Größe</translation>
    </message>
    <message>
        <source>"%1" at line %2, %3</source>
        <translation>„%1“ in Zeile %2, %3</translation>
    </message>
    <message>
        <source>"%1" on %2 at line %3, %4</source>
        <translation>„%1“ auf %2 in Zeile %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>The run failed: the log reports %1. Only the %n result row(s) before the failure are kept, and the run counts as a failed attempt.</source>
        <translation>
            <numerusform>Der Lauf ist fehlgeschlagen: Das Protokoll meldet %1. Nur die %n Ergebniszeile vor dem Fehler ist behalten, und der Lauf zählt als fehlgeschlagener Versuch.</numerusform>
            <numerusform>Der Lauf ist fehlgeschlagen: Das Protokoll meldet %1. Nur die %n Ergebniszeilen vor dem Fehler sind behalten, und der Lauf zählt als fehlgeschlagener Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <source>the run failed: %1 reports %2. The log holds no complete result, so nothing was imported; salvaging keeps it as a failed run</source>
        <translation>der Lauf ist fehlgeschlagen: %1 meldet %2. Das Protokoll enthält kein vollständiges Ergebnis, daher wurde nichts importiert; beim Retten wird es als fehlgeschlagener Lauf behalten</translation>
    </message>
</context>
<context>
    <name>RunProgress</name>
    <message>
        <source>Line %1 is not a JSON object: %2</source>
        <translation>Zeile %1 ist kein JSON-Objekt: %2</translation>
    </message>
    <message>
        <source>Error (line %1): %2</source>
        <translation>Fehler (Zeile %1): %2</translation>
    </message>
    <message>
        <source>Warning (line %1): %2</source>
        <translation>Warnung (Zeile %1): %2</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>%1 on %2 failed: %3</source>
        <translation>%1 auf %2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Cannot start an SSH session (out of memory).</source>
        <translation>Eine SSH-Sitzung kann nicht gestartet werden (kein Speicher mehr).</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Verbindung wird aufgebaut</translation>
    </message>
    <message>
        <source>Reading the host key</source>
        <translation>Hostschlüssel wird gelesen</translation>
    </message>
    <message>
        <source>Hashing the host key</source>
        <translation>Hash des Hostschlüssels wird berechnet</translation>
    </message>
    <message>
        <source>The connection to %1 uses ssh-agent, but no agent is running (SSH_AUTH_SOCK is not set).</source>
        <translation>Die Verbindung zu %1 verwendet ssh-agent, aber es läuft kein Agent (SSH_AUTH_SOCK ist nicht gesetzt).</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>it needs a passphrase</source>
        <translation>sie braucht eine Passphrase</translation>
    </message>
    <message>
        <source>the passphrase is wrong or the format unknown</source>
        <translation>die Passphrase ist falsch oder das Format unbekannt</translation>
    </message>
    <message>
        <source>Cannot use the key file %1: %2.</source>
        <translation>Die Schlüsseldatei %1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>%1 refused the key of user %2 (%3).</source>
        <translation>%1 hat den Schlüssel des Benutzers %2 abgelehnt (%3).</translation>
    </message>
    <message>
        <source>from ssh-agent</source>
        <translation>aus ssh-agent</translation>
    </message>
    <message>
        <source>Opening a channel</source>
        <translation>Kanal wird geöffnet</translation>
    </message>
    <message>
        <source>Starting a command</source>
        <translation>Befehl wird gestartet</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while running: %2</source>
        <translation>Die Verbindung zu %1 brach während der Ausführung ab: %2</translation>
    </message>
    <message>
        <source>%1 on %2 exited with status %3:
%4</source>
        <translation>%1 auf %2 wurde mit Status %3 beendet:
%4</translation>
    </message>
    <message>
        <source>Starting SFTP</source>
        <translation>SFTP wird gestartet</translation>
    </message>
    <message>
        <source>Creating %1</source>
        <translation>%1 wird angelegt</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
    <message>
        <source>Closing %1</source>
        <translation>%1 wird geschlossen</translation>
    </message>
    <message>
        <source>Checking %1 and %2</source>
        <translation>%1 und %2 werden geprüft</translation>
    </message>
</context>
<context>
    <name>StragglerVerdict</name>
    <message>
        <source>behind the same PCIe switch</source>
        <translation>hinter demselben PCIe-Switch</translation>
    </message>
    <message>
        <source>on the same PCIe root complex</source>
        <translation>am selben PCIe-Root-Complex</translation>
    </message>
    <message>
        <source>on the same NUMA node</source>
        <translation>auf demselben NUMA-Knoten</translation>
    </message>
    <message>
        <source>across NUMA nodes</source>
        <translation>über NUMA-Knoten hinweg</translation>
    </message>
    <message>
        <source>its GPU is not known</source>
        <translation>seine GPU ist unbekannt</translation>
    </message>
    <message>
        <source>GPU %1 as the run placed it</source>
        <translation>GPU %1 laut Platzierung des Laufs</translation>
    </message>
    <message>
        <source>GPU %1 by local rank order</source>
        <translation>GPU %1 nach lokaler Rank-Reihenfolge</translation>
    </message>
    <message>
        <source>(PCI %1)</source>
        <translation>(PCI %1)</translation>
    </message>
    <message>
        <source>no facts for this host</source>
        <translation>keine Fakten zu diesem Host</translation>
    </message>
    <message>
        <source>the facts of this host map no NIC to that GPU</source>
        <translation>die Fakten dieses Hosts ordnen dieser GPU keine NIC zu</translation>
    </message>
    <message>
        <source>nearest NIC %1, %2</source>
        <translation>nächste NIC %1, %2</translation>
    </message>
    <message>
        <source>nearest NIC %1 port %2, %3</source>
        <translation>nächste NIC %1 Port %2, %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <source>No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; this run has %n.</source>
        <translation>
            <numerusform>Kein Nachzügler-Urteil: Es braucht Werte je Rank bei %1 oder mehr Größen mit mindestens %2 Iterationen; dieser Lauf hat %n solche Größe.</numerusform>
            <numerusform>Kein Nachzügler-Urteil: Es braucht Werte je Rank bei %1 oder mehr Größen mit mindestens %2 Iterationen; dieser Lauf hat %n solche Größen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Straggler host %1: its ranks are slower than the others at %2 of %3 sizes (median %4% slower, robust z %5); suspect the node or its link.</source>
        <translation>Nachzügler-Host %1: Seine Ranks sind bei %2 von %3 Größen langsamer als die anderen (Median %4 % langsamer, robuster z-Wert %5); Verdacht auf den Knoten oder seine Verbindung.</translation>
    </message>
    <message numerus="yes">
        <source>%n straggler host(s): %1; their ranks are slower than the others at %2 or more of %3 sizes; suspect those nodes or their links.</source>
        <translation>
            <numerusform>%n Nachzügler-Host: %1; seine Ranks sind bei %2 oder mehr von %3 Größen langsamer als die anderen; Verdacht auf diesen Knoten oder seine Verbindung.</numerusform>
            <numerusform>%n Nachzügler-Hosts: %1; ihre Ranks sind bei %2 oder mehr von %3 Größen langsamer als die anderen; Verdacht auf diese Knoten oder ihre Verbindungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Straggler rank %1 on %2: slower than the other ranks at %3 of %4 sizes (median %5% slower, robust z %6) while the other ranks of its host are not; %7.</source>
        <translation>Nachzügler-Rank %1 auf %2: bei %3 von %4 Größen langsamer als die anderen Ranks (Median %5 % langsamer, robuster z-Wert %6), die anderen Ranks seines Hosts aber nicht; %7.</translation>
    </message>
    <message numerus="yes">
        <source>%n more straggler rank(s).</source>
        <translation>
            <numerusform>%n weiterer Nachzügler-Rank.</numerusform>
            <numerusform>%n weitere Nachzügler-Ranks.</numerusform>
        </translation>
    </message>
    <message>
        <source>No straggler: no rank or host is slower than the others at %1 or more of the %2 sizes.</source>
        <translation>Kein Nachzügler: Kein Rank und kein Host ist bei %1 oder mehr der %2 Größen langsamer als die anderen.</translation>
    </message>
    <message>
        <source>Straggler host %1: in the send_recv ring, the ranks that receive over its link, into the host and out of it, are slower than the others at %2 of %3 sizes (median %4% slower, robust z %5); suspect its link or NIC.</source>
        <translation>Nachzügler-Host %1: Im send_recv-Ring sind die Ranks, die über seine Verbindung empfangen, in den Host hinein und aus ihm heraus, bei %2 von %3 Größen langsamer als die anderen (Median %4 % langsamer, robuster z-Wert %5); Verdacht auf seine Verbindung oder NIC.</translation>
    </message>
</context>
<context>
    <name>SupplierReview</name>
    <message>
        <source>%1, cell %2: %3</source>
        <translation>%1, Zelle %2: %3</translation>
    </message>
    <message>
        <source>a formula where a value belongs; type the value itself</source>
        <translation>eine Formel, wo ein Wert hingehört; tragen Sie den Wert selbst ein</translation>
    </message>
    <message>
        <source>"%1" is not a value this cell takes</source>
        <translation>„%1“ ist kein Wert, den diese Zelle annimmt</translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation>%1 darf nicht negativ sein</translation>
    </message>
    <message>
        <source>"%1" is not a number; %2 belongs here</source>
        <translation>„%1“ ist keine Zahl; hierher gehört %2</translation>
    </message>
    <message>
        <source>The workbook's stamp is damaged: it has no "%1".</source>
        <translation>Der Stempel der Arbeitsmappe ist beschädigt: Ihm fehlt „%1“.</translation>
    </message>
    <message>
        <source>The workbook's stamp is damaged: it names no known fabric or language.</source>
        <translation>Der Stempel der Arbeitsmappe ist beschädigt: Er nennt keine bekannte Fabric oder Sprache.</translation>
    </message>
    <message>
        <source>The workbook was made for another project ("%1"), not this one.</source>
        <translation>Die Arbeitsmappe wurde für ein anderes Projekt („%1“) erstellt, nicht für dieses.</translation>
    </message>
    <message>
        <source>The workbook's stamp was changed after it was sent, so it is not known which candidate it is for. Send the supplier a new workbook.</source>
        <translation>Der Stempel der Arbeitsmappe wurde nach dem Versand geändert, daher ist unklar, zu welchem Kandidaten sie gehört. Senden Sie dem Anbieter eine neue Arbeitsmappe.</translation>
    </message>
    <message>
        <source>The workbook is for %1, which is no longer a candidate of this project.</source>
        <translation>Die Arbeitsmappe gehört zu %1, das kein Kandidat dieses Projekts mehr ist.</translation>
    </message>
    <message>
        <source>The workbook is for %1, not for %2.</source>
        <translation>Die Arbeitsmappe gehört zu %1, nicht zu %2.</translation>
    </message>
    <message>
        <source>%1 is no longer a %2 offer; send the supplier a new workbook.</source>
        <translation>%1 ist kein %2-Angebot mehr; senden Sie dem Anbieter eine neue Arbeitsmappe.</translation>
    </message>
    <message>
        <source>The workbook has lost its sheet "%1".</source>
        <translation>Der Arbeitsmappe fehlt ihr Blatt „%1“.</translation>
    </message>
    <message>
        <source>The workbook has no stamp, so it is not known which candidate it is for; name the candidate.</source>
        <translation>Die Arbeitsmappe hat keinen Stempel, daher ist unklar, zu welchem Kandidaten sie gehört; nennen Sie den Kandidaten.</translation>
    </message>
    <message>
        <source>There is no candidate %1 in the project.</source>
        <translation>Im Projekt gibt es keinen Kandidaten %1.</translation>
    </message>
    <message numerus="yes">
        <source>The workbook has %n visible sheet(s); a questionnaire and a bill of materials are needed.</source>
        <translation>
            <numerusform>Die Arbeitsmappe hat %n sichtbares Blatt; ein Fragebogen und eine Stückliste werden gebraucht.</numerusform>
            <numerusform>Die Arbeitsmappe hat %n sichtbare Blätter; ein Fragebogen und eine Stückliste werden gebraucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>the question "%1" is not in the questionnaire</source>
        <translation>die Frage „%1“ steht nicht im Fragebogen</translation>
    </message>
    <message>
        <source>the question was changed; only the answer cells are yours</source>
        <translation>die Frage wurde geändert; nur die Antwortzellen sind für Sie</translation>
    </message>
    <message>
        <source>"%1" is not a status; choose one of %2</source>
        <translation>„%1“ ist kein Status; wählen Sie %2</translation>
    </message>
    <message>
        <source>the bus bandwidth in GB/s</source>
        <translation>die Busbandbreite in GB/s</translation>
    </message>
    <message>
        <source>the message size in MiB</source>
        <translation>die Nachrichtengröße in MiB</translation>
    </message>
    <message>
        <source>a message size needs the bandwidth measured at it</source>
        <translation>zu einer Nachrichtengröße gehört die dabei gemessene Bandbreite</translation>
    </message>
    <message>
        <source>this cell is locked; only the benchmark question takes figures</source>
        <translation>diese Zelle ist gesperrt; nur die Benchmark-Frage nimmt Zahlen an</translation>
    </message>
    <message>
        <source>the field "%1" is not in the bill of materials</source>
        <translation>das Feld „%1“ steht nicht in der Stückliste</translation>
    </message>
    <message>
        <source>%1 %2 %3 × %4</source>
        <translation>%1 %2 %3 × %4</translation>
    </message>
    <message numerus="yes">
        <source>, term %n month(s)</source>
        <translation>
            <numerusform>, Laufzeit %n Monat</numerusform>
            <numerusform>, Laufzeit %n Monate</numerusform>
        </translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>, gültig bis %1</translation>
    </message>
    <message>
        <source>, lead time %1 weeks</source>
        <translation>, Lieferzeit %1 Wochen</translation>
    </message>
    <message>
        <source>a number where %1 belongs</source>
        <translation>eine Zahl, wo %1 hingehört</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 ist kein Datum</translation>
    </message>
    <message>
        <source>"%1" is not a date; type it as 2027-01-31</source>
        <translation>„%1“ ist kein Datum; geben Sie es als 2027-01-31 ein</translation>
    </message>
    <message>
        <source>a cost component</source>
        <translation>ein Kostenbestandteil</translation>
    </message>
    <message>
        <source>"%1" is not a cost component a supplier can quote; choose one of %2</source>
        <translation>„%1“ ist kein Kostenbestandteil, den ein Anbieter anbieten kann; wählen Sie aus %2</translation>
    </message>
    <message>
        <source>"%1" is not a cost component a supplier can quote</source>
        <translation>„%1“ ist kein Kostenbestandteil, den ein Anbieter anbieten kann</translation>
    </message>
    <message>
        <source>the unit price</source>
        <translation>der Stückpreis</translation>
    </message>
    <message>
        <source>the quantity</source>
        <translation>die Menge</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>ein Währungscode</translation>
    </message>
    <message>
        <source>a billing unit</source>
        <translation>eine Abrechnungseinheit</translation>
    </message>
    <message>
        <source>the term in months</source>
        <translation>die Laufzeit in Monaten</translation>
    </message>
    <message>
        <source>the lead time in weeks</source>
        <translation>die Lieferzeit in Wochen</translation>
    </message>
    <message>
        <source>a price needs the cost component it is part of</source>
        <translation>ein Preis braucht den Kostenbestandteil, zu dem er gehört</translation>
    </message>
    <message>
        <source>a price needs its quantity</source>
        <translation>ein Preis braucht seine Menge</translation>
    </message>
    <message>
        <source>a price needs its currency</source>
        <translation>ein Preis braucht seine Währung</translation>
    </message>
    <message>
        <source>"%1" is not a currency of this project (%2); add its exchange rate on the Cost page first</source>
        <translation>„%1“ ist keine Währung dieses Projekts (%2); legen Sie zuerst ihren Wechselkurs auf der Seite Kosten an</translation>
    </message>
    <message>
        <source>"%1" is not a billing unit; choose one of %2</source>
        <translation>„%1“ ist keine Abrechnungseinheit; wählen Sie aus %2</translation>
    </message>
    <message>
        <source>the term is a whole number of months, 1 or more</source>
        <translation>die Laufzeit ist eine ganze Zahl von Monaten, mindestens 1</translation>
    </message>
    <message>
        <source>a one-off price needs the term in months it is paid off over</source>
        <translation>ein einmaliger Preis braucht die Laufzeit in Monaten, über die er abgeschrieben wird</translation>
    </message>
    <message>
        <source>the item has no unit price</source>
        <translation>die Position hat keinen Stückpreis</translation>
    </message>
    <message>
        <source>the quote is valid until %1, a date in the past</source>
        <translation>das Angebot gilt bis %1, ein Datum in der Vergangenheit</translation>
    </message>
    <message>
        <source>The workbook has format %1; this version reads formats 1 to %2.</source>
        <translation>Die Arbeitsmappe hat Format %1; diese Version liest die Formate 1 bis %2.</translation>
    </message>
</context>
<context>
    <name>SupplierWorkbook</name>
    <message>
        <source>Documents named by the supplier:</source>
        <translation>Vom Anbieter genannte Dokumente:</translation>
    </message>
    <message>
        <source>There is no workbook language "%1"; the languages are %2.</source>
        <translation>Es gibt keine Arbeitsmappensprache „%1“; die Sprachen sind %2.</translation>
    </message>
    <message>
        <source>There is no candidate %1 in the project.</source>
        <translation>Im Projekt gibt es keinen Kandidaten %1.</translation>
    </message>
    <message>
        <source>The project is read-only (%1) and has never sent a workbook, so it cannot seal one.</source>
        <translation>Das Projekt ist schreibgeschützt (%1) und hat noch nie eine Arbeitsmappe versandt, daher kann es keine versiegeln.</translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation>Fragebogen</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Could not create %1.</source>
        <translation>%1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>What we need to see</source>
        <translation>Was wir sehen müssen</translation>
    </message>
    <message>
        <source>Status (%1)</source>
        <translation>Status (%1)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreite (GB/s)</translation>
    </message>
    <message>
        <source>At message size (MiB)</source>
        <translation>Bei Nachrichtengröße (MiB)</translation>
    </message>
    <message>
        <source>Documents you attach (names)</source>
        <translation>Beigefügte Dokumente (Namen)</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Allowed values</source>
        <translation>Zulässige Werte</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a version (such as 2.18.3)</source>
        <translation>eine Version (etwa 2.18.3)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>GPU capacity: every GPU of the offer</source>
        <translation>GPU-Kapazität: alle GPUs des Angebots</translation>
    </message>
    <message>
        <source>Network adapters (HCAs or NICs) of every node</source>
        <translation>Netzwerkadapter (HCAs oder NICs) aller Knoten</translation>
    </message>
    <message>
        <source>Switches of the fabric (leaf and spine)</source>
        <translation>Switches der Fabric (Leaf und Spine)</translation>
    </message>
    <message>
        <source>Optics and cables</source>
        <translation>Optiken und Kabel</translation>
    </message>
    <message>
        <source>Rack space, power and cooling</source>
        <translation>Rackplatz, Strom und Kühlung</translation>
    </message>
    <message>
        <source>Storage and its data path</source>
        <translation>Speicher und sein Datenpfad</translation>
    </message>
    <message>
        <source>Managed fabric operations, where offered</source>
        <translation>Betrieb der Fabric als Dienstleistung, sofern angeboten</translation>
    </message>
    <message>
        <source>Support and escalation</source>
        <translation>Support und Eskalation</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Cost component</source>
        <translation>Kostenbestandteil</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Stückpreis</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Currency (%1)</source>
        <translation>Währung (%1)</translation>
    </message>
    <message>
        <source>Billing unit (%1)</source>
        <translation>Abrechnungseinheit (%1)</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>Laufzeit (Monate)</translation>
    </message>
    <message>
        <source>Valid until (date)</source>
        <translation>Gültig bis (Datum)</translation>
    </message>
    <message>
        <source>Lead time (weeks)</source>
        <translation>Lieferzeit (Wochen)</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>Zeilensumme</translation>
    </message>
    <message>
        <source>Enter a whole number of months, 1 or more.</source>
        <translation>Geben Sie eine ganze Zahl von Monaten ein, mindestens 1.</translation>
    </message>
    <message>
        <source>Enter a date from today on.</source>
        <translation>Geben Sie ein Datum ab heute ein.</translation>
    </message>
</context>
<context>
    <name>TextNormaliser</name>
    <message>
        <source>The lines carried Open MPI's --tag-output prefix "[job,rank]&lt;stream&gt;:", removed before reading; lines came from rank(s) %1.</source>
        <translation>Die Zeilen trugen das Präfix "[job,rank]&lt;stream&gt;:" von Open MPI --tag-output, das vor dem Lesen entfernt wurde; die Zeilen stammen von Rang/Rängen %1.</translation>
    </message>
    <message>
        <source>The lines carried Slurm's srun --label prefix "N: ", removed before reading; lines came from task(s) %1.</source>
        <translation>Die Zeilen trugen das Präfix "N: " von Slurm srun --label, das vor dem Lesen entfernt wurde; die Zeilen stammen von Task(s) %1.</translation>
    </message>
    <message>
        <source>The lines carried a time stamp (kubectl logs --timestamps), removed before reading; the lines span %1 to %2.</source>
        <translation>Die Zeilen trugen einen Zeitstempel (kubectl logs --timestamps), der vor dem Lesen entfernt wurde; die Zeilen reichen von %1 bis %2.</translation>
    </message>
    <message>
        <source>The lines carried docker compose's service prefix "name | ", removed before reading; lines came from %1.</source>
        <translation>Die Zeilen trugen das Dienstpräfix "name | " von docker compose, das vor dem Lesen entfernt wurde; die Zeilen stammen von %1.</translation>
    </message>
    <message>
        <source>The lines carried a host prefix "host: " (pdsh, clush), removed before reading; lines came from %1.</source>
        <translation>Die Zeilen trugen ein Host-Präfix "host: " (pdsh, clush), das vor dem Lesen entfernt wurde; die Zeilen stammen von %1.</translation>
    </message>
</context>
<context>
    <name>WorkloadEvidence</name>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n Rang</numerusform>
            <numerusform>%n Ränge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) at %1 requests/s</source>
        <translation>
            <numerusform>%n Rang bei %1 Anfragen/s</numerusform>
            <numerusform>%n Ränge bei %1 Anfragen/s</numerusform>
        </translation>
    </message>
    <message>
        <source>step time p50 %1 ms</source>
        <translation>Schrittzeit p50 %1 ms</translation>
    </message>
    <message>
        <source>request latency p99 %1 ms</source>
        <translation>Anfragelatenz p99 %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>measured: median %1 of the workload's replay on %2, %n replay(s) on the candidate's cluster (%3)</source>
        <translation>
            <numerusform>gemessen: Median %1 des Replays der Arbeitslast auf %2, %n Replay auf dem Cluster des Kandidaten (%3)</numerusform>
            <numerusform>gemessen: Median %1 des Replays der Arbeitslast auf %2, %n Replays auf dem Cluster des Kandidaten (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>plan run %1 step %2</source>
        <translation>Planlauf %1 Schritt %2</translation>
    </message>
    <message>
        <source>%1 (measured on this computer, not on the candidate's fabric)</source>
        <translation>%1 (auf diesem Computer gemessen, nicht auf dem Fabric des Kandidaten)</translation>
    </message>
    <message>
        <source>%1 (replayed other collectives than the workload's description gives now)</source>
        <translation>%1 (spielte andere Kollektive ab, als die Beschreibung der Arbeitslast jetzt ergibt)</translation>
    </message>
    <message>
        <source>%1 (ran beside another job: its figure is the isolation's, not the workload's alone)</source>
        <translation>%1 (lief neben einem anderen Job: sein Wert gehört zur Isolation, nicht zur Arbeitslast allein)</translation>
    </message>
    <message>
        <source>%1 (the replay did not complete)</source>
        <translation>%1 (das Replay wurde nicht abgeschlossen)</translation>
    </message>
    <message>
        <source>%1 (no step time in its result)</source>
        <translation>%1 (keine Schrittzeit im Ergebnis)</translation>
    </message>
    <message>
        <source>%1 (on %2; the candidates are compared on %3)</source>
        <translation>%1 (auf %2; die Kandidaten werden auf %3 verglichen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>XlsxReader</name>
    <message>
        <source>it is not an XLSX workbook (not a ZIP archive)</source>
        <translation>sie ist keine XLSX-Arbeitsmappe (kein ZIP-Archiv)</translation>
    </message>
    <message>
        <source>it is not an XLSX workbook (its ZIP directory is damaged)</source>
        <translation>sie ist keine XLSX-Arbeitsmappe (ihr ZIP-Verzeichnis ist beschädigt)</translation>
    </message>
    <message>
        <source>its part %1 would inflate to %2 bytes, more than the limit of %3</source>
        <translation>ihr Teil %1 würde sich auf %2 Bytes entpacken, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>it would inflate to %1 bytes, more than the limit of %2</source>
        <translation>sie würde sich auf %1 Bytes entpacken, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>its part %1 is missing</source>
        <translation>ihr Teil %1 fehlt</translation>
    </message>
    <message>
        <source>its part %1 cannot be read</source>
        <translation>ihr Teil %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>its part %1 is damaged</source>
        <translation>ihr Teil %1 ist beschädigt</translation>
    </message>
    <message>
        <source>its part %1 inflates to more than its directory says</source>
        <translation>ihr Teil %1 entpackt sich auf mehr, als ihr Verzeichnis angibt</translation>
    </message>
    <message>
        <source>its part %1 is not well-formed XML at line %2: %3</source>
        <translation>ihr Teil %1 ist in Zeile %2 kein wohlgeformtes XML: %3</translation>
    </message>
    <message>
        <source>sheet "%1" names a cell "%2" that does not exist</source>
        <translation>Blatt „%1“ nennt eine Zelle „%2“, die es nicht gibt</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 refers to a string that does not exist</source>
        <translation>Blatt „%1“, Zelle %2 verweist auf einen Text, den es nicht gibt</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 holds "%3" where its type says a number</source>
        <translation>Blatt „%1“, Zelle %2 enthält „%3“, obwohl ihr Typ eine Zahl angibt</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 holds %3 characters, more than the %4 a cell may hold</source>
        <translation>Blatt „%1“, Zelle %2 enthält %3 Zeichen, mehr als die %4, die eine Zelle fassen darf</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>its sheet "%1" has no part</source>
        <translation>ihr Blatt „%1“ hat keinen Teil</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>sheet "%1" repeats cell %2 more often than a workbook to fill in can</source>
        <translation>Blatt „%1“ wiederholt Zelle %2 öfter, als es eine auszufüllende Arbeitsmappe kann</translation>
    </message>
    <message>
        <source>its part %1 would inflate to 4 GiB or more, more than the limit of %2 bytes</source>
        <translation>ihr Teil %1 würde sich auf 4 GiB oder mehr entpacken, mehr als die Grenze von %2 Bytes</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>There is no question "%1" in the %2 questionnaire; the questions are %3.</source>
        <translation>Im Fragebogen für %2 gibt es keine Frage „%1“; die Fragen sind %3.</translation>
    </message>
</context>
<context>
    <name>fw::app::AgentJobController</name>
    <message>
        <source>Host Key Not Saved</source>
        <translation>Hostschlüssel nicht gespeichert</translation>
    </message>
    <message>
        <source>Host Key Refused</source>
        <translation>Hostschlüssel abgelehnt</translation>
    </message>
</context>
<context>
    <name>fw::app::BenchmarkRunTableModel</name>
    <message>
        <source>%1
SHA-256 %2
Parser %3, format: %4</source>
        <translation>%1
SHA-256 %2
Parser %3, Format: %4</translation>
    </message>
    <message>
        <source>(no candidate)</source>
        <translation>(kein Kandidat)</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Measured on this computer, not on a candidate's fabric: left out of the scores and the acceptance rate.</source>
        <translation>Auf diesem Computer gemessen, nicht auf der Fabric eines Kandidaten: nicht in den Bewertungen und der Abnahmerate berücksichtigt.</translation>
    </message>
    <message>
        <source>%1, this computer</source>
        <translation>%1, dieser Computer</translation>
    </message>
</context>
<context>
    <name>fw::app::BenchmarksPage</name>
    <message>
        <source>Some files were not imported</source>
        <translation>Einige Dateien wurden nicht importiert</translation>
    </message>
    <message>
        <source>Nothing of these files was stored:

%1</source>
        <translation>Von diesen Dateien wurde nichts gespeichert:

%1</translation>
    </message>
    <message>
        <source>Import Logs...</source>
        <translation>Protokolle importieren...</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>Nichts importiert</translation>
    </message>
    <message>
        <source>Open or create a project first; imports are stored in it.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Projekt; Importe werden darin gespeichert.</translation>
    </message>
    <message>
        <source>The project is open read-only: %1</source>
        <translation>Das Projekt ist schreibgeschützt geöffnet: %1</translation>
    </message>
    <message>
        <source>Importing %1 files...</source>
        <translation>%1 Dateien werden importiert...</translation>
    </message>
    <message>
        <source>Cancel Import</source>
        <translation>Import abbrechen</translation>
    </message>
    <message>
        <source>Import Benchmark Logs</source>
        <translation>Benchmark-Protokolle importieren</translation>
    </message>
    <message>
        <source>Benchmark logs (*.txt *.log *.out *.json *.jsonl *.csv);;All files (*)</source>
        <translation>Benchmark-Protokolle (*.txt *.log *.out *.json *.jsonl *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read the benchmark runs</source>
        <translation>Die Benchmark-Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Select a run to see its provenance and what the importer noted.</source>
        <translation>Wählen Sie einen Lauf aus, um seine Herkunft und die Hinweise des Importers zu sehen.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>File: %1 (%2 bytes), %3</source>
        <translation>Datei: %1 (%2 Bytes), %3</translation>
    </message>
    <message>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <source>Imported: %1 by parser version %2</source>
        <translation>Importiert: %1 mit Parser-Version %2</translation>
    </message>
    <message>
        <source>Out-of-bounds values reported by the tool: %1</source>
        <translation>Vom Werkzeug gemeldete Werte außerhalb des gültigen Bereichs: %1</translation>
    </message>
    <message>
        <source>Average bus bandwidth reported by the tool: %1 GB/s</source>
        <translation>Vom Werkzeug gemeldete durchschnittliche Busbandbreite: %1 GB/s</translation>
    </message>
    <message>
        <source>rank %1 on %2: %3</source>
        <translation>Rank %1 auf %2: %3</translation>
    </message>
    <message>
        <source>Ranks: %1</source>
        <translation>Ranks: %1</translation>
    </message>
    <message>
        <source>Benchmark runs of this project: results suppliers sent (vendor claims) and our own measurements. Import nccl-tests, OSU, perftest or fabric-agent logs, or the documented CSV layout, with the button, File &gt; Import, or by dropping files on the window. Runs without correctness data are marked unverified.</source>
        <translation>Benchmark-Läufe dieses Projekts: von Anbietern gesendete Ergebnisse (Anbieterangaben) und unsere eigenen Messungen. Importieren Sie Protokolle von nccl-tests, OSU, perftest oder fabric-agent oder das dokumentierte CSV-Layout – über die Schaltfläche, über Datei &gt; Benchmark-Protokolle importieren oder indem Sie Dateien auf das Fenster ziehen. Läufe ohne Korrektheitsdaten werden als ungeprüft markiert.</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>From the format (agent: own measurement, else vendor claim)</source>
        <translation>Aus dem Format (Agent: eigene Messung, sonst Anbieterangabe)</translation>
    </message>
    <message>
        <source>Runs and Imports</source>
        <translation>Läufe und Importe</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>Agent ausführen</translation>
    </message>
    <message>
        <source>No candidate (the run counts for no offer)</source>
        <translation>Kein Kandidat (der Lauf zählt für kein Angebot)</translation>
    </message>
    <message>
        <source>&amp;Candidate:</source>
        <translation>&amp;Kandidat:</translation>
    </message>
    <message>
        <source>Imported logs and agent runs are stored under this candidate.</source>
        <translation>Importierte Protokolle und Agentenläufe werden unter diesem Kandidaten gespeichert.</translation>
    </message>
    <message>
        <source>Adaptive p99 confidence intervals:</source>
        <translation>Adaptive Konfidenzintervalle für p99:</translation>
    </message>
    <message>
        <source>Slurm job: %1</source>
        <translation>Slurm-Job: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s)): %2</source>
        <translation>
            <numerusform>%1 (%n Lauf): %2</numerusform>
            <numerusform>%1 (%n Läufe): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files imported: %1, refused: %2; %n run(s) stored.</source>
        <translation>
            <numerusform>Dateien importiert: %1, abgelehnt: %2; %n Lauf gespeichert.</numerusform>
            <numerusform>Dateien importiert: %1, abgelehnt: %2; %n Läufe gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) could not be read and were skipped; the run never counts as checked, passed.</source>
        <translation>
            <numerusform>Gerettete Einfuhr: %n Ergebniszeile war nicht lesbar und wurde übersprungen; der Lauf gilt nie als geprüft, bestanden.</numerusform>
            <numerusform>Gerettete Einfuhr: %n Ergebniszeilen waren nicht lesbar und wurden übersprungen; der Lauf gilt nie als geprüft, bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped line %1: %2</source>
        <translation>  übersprungene Zeile %1: %2</translation>
    </message>
    <message>
        <source>Straggler verdict: %1</source>
        <translation>Nachzügler-Urteil: %1</translation>
    </message>
    <message>
        <source>Failed attempt: the log reports %1. It counts in the failed share of the acceptance rate.</source>
        <translation>Fehlgeschlagener Versuch: Das Protokoll meldet %1. Er zählt zum Anteil der Fehlschläge in der Abnahmequote.</translation>
    </message>
    <message>
        <source>Import not undone</source>
        <translation>Import nicht rückgängig gemacht</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were refused for result rows that cannot be read, or because the run they record failed. You can import what can be read instead: skipped rows are listed on the run, and a failed run is kept as a failed attempt of the candidate, with its error and the rows before it. Neither ever counts as checked, passed.</source>
        <translation>
            <numerusform>%n Datei wurde wegen nicht lesbarer Ergebniszeilen abgelehnt oder weil der darin protokollierte Lauf fehlgeschlagen ist. Sie können stattdessen importieren, was lesbar ist: Übersprungene Zeilen werden beim Lauf aufgeführt, und ein fehlgeschlagener Lauf wird mit seinem Fehler und den Zeilen davor als fehlgeschlagener Versuch des Kandidaten behalten. Beides zählt nie als geprüft und bestanden.</numerusform>
            <numerusform>%n Dateien wurden wegen nicht lesbarer Ergebniszeilen abgelehnt oder weil der darin protokollierte Lauf fehlgeschlagen ist. Sie können stattdessen importieren, was lesbar ist: Übersprungene Zeilen werden beim Lauf aufgeführt, und ein fehlgeschlagener Lauf wird mit seinem Fehler und den Zeilen davor als fehlgeschlagener Versuch des Kandidaten behalten. Beides zählt nie als geprüft und bestanden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BomPage</name>
    <message>
        <source>Import agent facts</source>
        <translation>Agentenfakten importieren</translation>
    </message>
    <message>
        <source>Agent facts (*.json *.jsonl);;All files (*)</source>
        <translation>Agentenfakten (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>Value not accepted</source>
        <translation>Wert nicht übernommen</translation>
    </message>
    <message>
        <source>Paste not accepted</source>
        <translation>Einfügen nicht übernommen</translation>
    </message>
    <message>
        <source>Facts not imported</source>
        <translation>Fakten nicht importiert</translation>
    </message>
    <message>
        <source>No measured facts yet: import the output of "fabric-agent facts" from the candidate's nodes.</source>
        <translation>Noch keine gemessenen Fakten: Importieren Sie die Ausgabe von "fabric-agent facts" von den Knoten des Kandidaten.</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n Host</numerusform>
            <numerusform>%n Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>Declared values agree with the facts from %1 (%2).</source>
        <translation>Die angegebenen Werte stimmen mit den Fakten aus %1 (%2) überein.</translation>
    </message>
    <message numerus="yes">
        <source>%n declared value(s) disagree with the facts from %1 (%2).</source>
        <translation>
            <numerusform>%n angegebener Wert weicht von den Fakten aus %1 (%2) ab.</numerusform>
            <numerusform>%n angegebene Werte weichen von den Fakten aus %1 (%2) ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed from "%2" to "%3"</source>
        <translation>%1 geändert von „%2“ zu „%3“</translation>
    </message>
    <message>
        <source>the BOM changed since the run (which item is not recorded with it)</source>
        <translation>die Stückliste hat sich seit dem Lauf geändert (welcher Eintrag sich geändert hat, ist nicht erfasst)</translation>
    </message>
    <message>
        <source>Re-test needed: %1 (%2): %3</source>
        <translation>Erneuter Test nötig: %1 (%2): %3</translation>
    </message>
    <message>
        <source>Current: %1 (%2): BOM unchanged since the run</source>
        <translation>Aktuell: %1 (%2): Stückliste seit dem Lauf unverändert</translation>
    </message>
    <message>
        <source>The exact configuration under test. Declared values are typed where it matters; measured values come from "fabric-agent facts". A run freezes the BOM it ran on: change any item afterwards and the run is listed for a re-test. Tab and Enter move like a spreadsheet; Ctrl+C and Ctrl+V copy and paste cell ranges.</source>
        <translation>Die genaue Konfiguration im Test. Angegebene Werte werden dort eingetippt, wo es darauf ankommt; gemessene Werte stammen aus "fabric-agent facts". Ein Lauf friert die Stückliste ein, mit der er lief: Ändern Sie danach einen Eintrag, wird der Lauf für einen erneuten Test aufgeführt. Tab und Eingabe bewegen den Cursor wie in einer Tabellenkalkulation; Strg+C und Strg+V kopieren und fügen Zellbereiche ein.</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>Kandidat:</translation>
    </message>
    <message>
        <source>Import facts...</source>
        <translation>Fakten importieren...</translation>
    </message>
    <message>
        <source>Clear measured facts</source>
        <translation>Gemessene Fakten löschen</translation>
    </message>
    <message>
        <source>Nodes that disagree with each other</source>
        <translation>Knoten, die voneinander abweichen</translation>
    </message>
    <message>
        <source>Frozen BOMs of runs, and re-tests needed</source>
        <translation>Eingefrorene Stücklisten der Läufe und nötige erneute Tests</translation>
    </message>
</context>
<context>
    <name>fw::app::BomTableModel</name>
    <message>
        <source>no facts imported</source>
        <translation>keine Fakten importiert</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>not measurable</source>
        <translation>nicht messbar</translation>
    </message>
    <message>
        <source>measured, not declared</source>
        <translation>gemessen, nicht angegeben</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <source>MISMATCH on %1</source>
        <translation>ABWEICHUNG bei %1</translation>
    </message>
    <message>
        <source>facts from %1 of %2 nodes</source>
        <translation>Fakten von %1 der %2 Knoten</translation>
    </message>
    <message numerus="yes">
        <source>From %n host(s): %1</source>
        <translation>
            <numerusform>Von %n Host: %1</numerusform>
            <numerusform>Von %n Hosts: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Angegeben</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>%1 (row %2): %3</source>
        <translation>%1 (Zeile %2): %3</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%1 von %2 bearbeiten</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Import facts of %n host(s) from %1</source>
        <translation>
            <numerusform>Fakten von %n Host aus %1 importieren</numerusform>
            <numerusform>Fakten von %n Hosts aus %1 importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear measured facts of %1</source>
        <translation>Gemessene Fakten von %1 löschen</translation>
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
        <source>Delete the candidate "%1"? You can undo this.</source>
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
    <name>fw::app::Charts</name>
    <message>
        <source>No candidate</source>
        <translation>Kein Kandidat</translation>
    </message>
    <message>
        <source>No runs match the selection.</source>
        <translation>Keine Läufe entsprechen der Auswahl.</translation>
    </message>
    <message numerus="yes">
        <source>%n runs selected: each line is the median over one candidate's runs.</source>
        <translation>
            <numerusform>%n Lauf ausgewählt: Jede Linie ist der Median über die Läufe eines Kandidaten.</numerusform>
            <numerusform>%n Läufe ausgewählt: Jede Linie ist der Median über die Läufe eines Kandidaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no percentiles; their average time is drawn instead.</source>
        <translation>
            <numerusform>%n Lauf meldet keine Perzentile; stattdessen wird seine mittlere Zeit dargestellt.</numerusform>
            <numerusform>%n Läufe melden keine Perzentile; stattdessen wird ihre mittlere Zeit dargestellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no bus bandwidth.</source>
        <translation>
            <numerusform>%n Lauf meldet keine Busbandbreite.</numerusform>
            <numerusform>%n Läufe melden keine Busbandbreite.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 declares no NIC speed in its BOM, so no line rate is drawn for it.</source>
        <translation>%1 gibt in der Stückliste keine NIC-Geschwindigkeit an, daher wird keine Leitungsrate dargestellt.</translation>
    </message>
    <message>
        <source>No selected run stores per-iteration samples at this size. Runs of the fabric agent and logs with raw samples do.</source>
        <translation>Kein ausgewählter Lauf enthält Stichproben pro Iteration bei dieser Größe. Läufe des Fabric-Agenten und Logs mit Rohdaten enthalten sie.</translation>
    </message>
    <message>
        <source>No selected run stores per-rank samples at this size. Runs of the fabric agent do.</source>
        <translation>Kein ausgewählter Lauf enthält Stichproben pro Rank bei dieser Größe. Läufe des Fabric-Agenten enthalten sie.</translation>
    </message>
    <message>
        <source>No selected run stores per-iteration samples at this size.</source>
        <translation>Kein ausgewählter Lauf enthält Stichproben pro Iteration bei dieser Größe.</translation>
    </message>
    <message numerus="yes">
        <source>%n more run(s) not drawn; narrow the selection to see them.</source>
        <translation>
            <numerusform>%n weiterer Lauf nicht dargestellt; schränken Sie die Auswahl ein, um ihn zu sehen.</numerusform>
            <numerusform>%n weitere Läufe nicht dargestellt; schränken Sie die Auswahl ein, um sie zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate is selected.</source>
        <translation>Kein Kandidat ausgewählt.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Chart exported by Fabric Workbench</source>
        <translation>Diagramm exportiert von Fabric Workbench</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>Anbieterangabe</translation>
    </message>
    <message>
        <source>own measurement</source>
        <translation>eigene Messung</translation>
    </message>
    <message>
        <source> (stale)</source>
        <translation> (veraltet)</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Nachrichtengröße</translation>
    </message>
    <message>
        <source>Tail latency by message size</source>
        <translation>Tail-Latenz nach Nachrichtengröße</translation>
    </message>
    <message>
        <source>Bus bandwidth by message size</source>
        <translation>Busbandbreite nach Nachrichtengröße</translation>
    </message>
    <message>
        <source>Per-iteration timeline</source>
        <translation>Zeitverlauf pro Iteration</translation>
    </message>
    <message>
        <source>Rank and host heatmap</source>
        <translation>Heatmap nach Rank und Host</translation>
    </message>
    <message>
        <source>Run-to-run variation</source>
        <translation>Streuung zwischen Läufen</translation>
    </message>
    <message>
        <source>Fault impact</source>
        <translation>Auswirkung von Störungen</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Kostenaufschlüsselung</translation>
    </message>
    <message>
        <source>Cost per accepted run and tail latency</source>
        <translation>Kosten pro abgenommenem Lauf und Tail-Latenz</translation>
    </message>
    <message numerus="yes">
        <source>%1: median of %n runs</source>
        <translation>
            <numerusform>%1: Median von %n Lauf</numerusform>
            <numerusform>%1: Median von %n Läufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Lauf: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1 at %2: %3 µs</source>
        <translation>%1 bei %2: %3 µs</translation>
    </message>
    <message>
        <source>Samples: %1</source>
        <translation>Stichproben: %1</translation>
    </message>
    <message>
        <source>Samples: not reported</source>
        <translation>Stichproben: nicht angegeben</translation>
    </message>
    <message>
        <source>Stale: the BOM changed after this run.</source>
        <translation>Veraltet: Die Stückliste hat sich nach diesem Lauf geändert.</translation>
    </message>
    <message numerus="yes">
        <source> (median of %n runs)</source>
        <translation>
            <numerusform> (Median von %n Lauf)</numerusform>
            <numerusform> (Median von %n Läufen)</numerusform>
        </translation>
    </message>
    <message>
        <source> (claim)</source>
        <translation> (Angabe)</translation>
    </message>
    <message>
        <source>Faded lines are stale: the candidate's BOM changed after the run.</source>
        <translation>Blasse Linien sind veraltet: Die Stückliste des Kandidaten hat sich nach dem Lauf geändert.</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreite (GB/s)</translation>
    </message>
    <message>
        <source>%1
%2 at %3: %4 GB/s</source>
        <translation>%1
%2 bei %3: %4 GB/s</translation>
    </message>
    <message>
        <source>Line rate %1: %2 Gb/s = %3 GB/s</source>
        <translation>Leitungsrate %1: %2 Gb/s = %3 GB/s</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>Time (µs, slowest rank)</source>
        <translation>Zeit (µs, langsamster Rank)</translation>
    </message>
    <message numerus="yes">
        <source>Per-iteration time (%n iterations)</source>
        <translation>
            <numerusform>Zeit pro Iteration (%n Iteration)</numerusform>
            <numerusform>Zeit pro Iteration (%n Iterationen)</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1 µs</source>
        <translation>Median %1 µs</translation>
    </message>
    <message>
        <source>p99 %1 µs</source>
        <translation>p99 %1 µs</translation>
    </message>
    <message>
        <source>These samples are a vendor claim.</source>
        <translation>Diese Stichproben sind eine Anbieterangabe.</translation>
    </message>
    <message>
        <source>Rank slot on host</source>
        <translation>Rank-Platz auf dem Host</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Rank %1 (light: fast, dark: slow; %2 to %3 µs)</source>
        <translation>Rank-%1 (hell: schnell, dunkel: langsam; %2 bis %3 µs)</translation>
    </message>
    <message>
        <source>unknown host</source>
        <translation>unbekannter Host</translation>
    </message>
    <message>
        <source>Rank %1 on %2: %3 µs (robust z %4)</source>
        <translation>Rank %1 auf %2: %3 µs (robuster z-Wert %4)</translation>
    </message>
    <message>
        <source>No rank stands out (robust z-score within 3.5 or within 5% of the median).</source>
        <translation>Kein Rank fällt auf (robuster z-Wert höchstens 3,5 oder höchstens 5 % vom Median entfernt).</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Per-iteration time per run (box: quartiles; whiskers: 1.5 IQR)</source>
        <translation>Zeit pro Iteration je Lauf (Box: Quartile; Whisker: 1,5 IQR)</translation>
    </message>
    <message>
        <source>Time (µs)</source>
        <translation>Zeit (µs)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message numerus="yes">
        <source>%1: run-to-run CV of the medians %2% over %n run(s)</source>
        <translation>
            <numerusform>%1: Variationskoeffizient der Mediane %2 % über %n Lauf</numerusform>
            <numerusform>%1: Variationskoeffizient der Mediane %2 % über %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not yet known, drawn as zero: %2</source>
        <translation>%1: noch unbekannt, als null dargestellt: %2</translation>
    </message>
    <message>
        <source>%1: no current own measurement with a p99 yet.</source>
        <translation>%1: noch keine aktuelle eigene Messung mit p99.</translation>
    </message>
    <message>
        <source>%1: cost per accepted run not known yet (%2).</source>
        <translation>%1: Kosten pro abgenommenem Lauf noch unbekannt (%2).</translation>
    </message>
    <message>
        <source>inputs missing</source>
        <translation>Eingaben fehlen</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99-Latenz (µs)</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 pro Monat</translation>
    </message>
    <message>
        <source>%1 per quarter</source>
        <translation>%1 pro Quartal</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 pro Jahr</translation>
    </message>
    <message>
        <source>Deleted candidate</source>
        <translation>Gelöschter Kandidat</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>No fault step of an acceptance plan is stored for the selected candidates, so before/during/after p99, bus bandwidth and recovery time cannot be shown.</source>
        <translation>Für die gewählten Kandidaten ist kein Fehlerschritt eines Abnahmeplans gespeichert; p99 und Busbandbreite vor/während/nach dem Fehler sowie die Erholungszeit können daher nicht gezeigt werden.</translation>
    </message>
    <message>
        <source>%1 (slow and fast outliers)</source>
        <translation>%1 (langsame und schnelle Ausreißer)</translation>
    </message>
    <message>
        <source>%1 (slow outlier)</source>
        <translation>%1 (langsamer Ausreißer)</translation>
    </message>
    <message>
        <source>%1 (fast outlier)</source>
        <translation>%1 (schneller Ausreißer)</translation>
    </message>
    <message>
        <source>Slow outlier: it took much longer than the other ranks.</source>
        <translation>Langsamer Ausreißer: Dieser Rang brauchte viel länger als die anderen.</translation>
    </message>
    <message>
        <source>Fast outlier: it finished much earlier than the other ranks.</source>
        <translation>Schneller Ausreißer: Dieser Rang war viel früher fertig als die anderen.</translation>
    </message>
    <message>
        <source>Slow outlier host: %1 (took much longer than the other ranks)</source>
        <translation>Host mit langsamem Ausreißer: %1 (brauchte viel länger als die anderen Ränge)</translation>
    </message>
    <message>
        <source>Fast outlier host: %1 (finished much earlier than the other ranks). In all_reduce, all_gather, reduce_scatter and all_to_all the others were then waiting for its data, which points at its link or its sends; a broadcast root, or the rank a barrier releases last, is fast without a fault.</source>
        <translation>Host mit schnellem Ausreißer: %1 (viel früher fertig als die anderen Ränge). Bei all_reduce, all_gather, reduce_scatter und all_to_all haben die anderen dann auf seine Daten gewartet; das deutet auf seine Verbindung oder sein Senden hin. Die Wurzel eines Broadcasts oder der Rang, den eine Barriere zuletzt freigibt, ist ohne Fehler schnell.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>recovered in %1</source>
        <translation>erholt nach %1</translation>
    </message>
    <message>
        <source>not recovered within %1</source>
        <translation>nicht erholt innerhalb von %1</translation>
    </message>
    <message>
        <source>recovery not measured</source>
        <translation>Erholung nicht gemessen</translation>
    </message>
    <message>
        <source>Replay %1: failed, no step times</source>
        <translation>Replay %1: fehlgeschlagen, keine Schrittzeiten</translation>
    </message>
    <message numerus="yes">
        <source>Replay %1: step time p50 %2 µs, p95 %3 µs, p99 %4 µs over %n step(s)</source>
        <translation>
            <numerusform>Replay %1: Schrittzeit p50 %2 µs, p95 %3 µs, p99 %4 µs über %n Schritt</numerusform>
            <numerusform>Replay %1: Schrittzeit p50 %2 µs, p95 %3 µs, p99 %4 µs über %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 tokens/s</source>
        <translation>, %1 Token/s</translation>
    </message>
    <message>
        <source> (the replay failed)</source>
        <translation> (das Replay ist fehlgeschlagen)</translation>
    </message>
    <message>
        <source>No fault step of an acceptance plan is stored for the selected candidates.</source>
        <translation>Für die gewählten Kandidaten ist kein Fehlerschritt eines Abnahmeplans gespeichert.</translation>
    </message>
    <message>
        <source>%1: p99 at %2</source>
        <translation>%1: p99 bei %2</translation>
    </message>
    <message>
        <source>p99 before the fault</source>
        <translation>p99 vor dem Fehler</translation>
    </message>
    <message>
        <source>p99 during the fault</source>
        <translation>p99 während des Fehlers</translation>
    </message>
    <message>
        <source>p99 after the revert (last run)</source>
        <translation>p99 nach der Rücknahme (letzter Lauf)</translation>
    </message>
    <message>
        <source>During the fault: the benchmark failed (no figure)</source>
        <translation>Während des Fehlers: Benchmark fehlgeschlagen (kein Wert)</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>the fault was not applied</source>
        <translation>der Fehler wurde nicht angewendet</translation>
    </message>
    <message>
        <source>bus bandwidth %1 → %2 → %3 GB/s</source>
        <translation>Busbandbreite %1 → %2 → %3 GB/s</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n counter alarm(s)</source>
        <translation>
            <numerusform>%n Zähleralarm</numerusform>
            <numerusform>%n Zähleralarme</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the benchmark during the fault failed: %2</source>
        <translation>%1: der Benchmark während des Fehlers ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: step failed: %2</source>
        <translation>%1: Schritt fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>p99 at %1 per fault: before the fault, during it and after the revert.</source>
        <translation>p99 bei %1 je Fehler: vor dem Fehler, währenddessen und nach der Rücknahme.</translation>
    </message>
    <message>
        <source>Outlier rank (robust z-score beyond ±3.5)</source>
        <translation>Ausreißer-Rang (robuster z-Wert jenseits von ±3,5)</translation>
    </message>
    <message>
        <source>steps %1 to %2</source>
        <translation>Schritte %1 bis %2</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 reset</source>
        <translation>%1 zurückgesetzt</translation>
    </message>
    <message>
        <source>no counter changed</source>
        <translation>kein Zähler hat sich geändert</translation>
    </message>
    <message>
        <source>This run did not come from a plan run, so no counters were read around it. A plan with counters steps before and after its benchmarks reads them.</source>
        <translation>Dieser Lauf stammt aus keinem Planlauf, daher wurden um ihn herum keine Zähler gelesen. Ein Plan mit Zählerschritten vor und nach seinen Benchmarks liest sie.</translation>
    </message>
    <message>
        <source>Plan run %1 read no counters around this run: put counters steps before and after the benchmark steps, or use a fault step, which reads them over the fault.</source>
        <translation>Planlauf %1 hat um diesen Lauf herum keine Zähler gelesen: Setzen Sie Zählerschritte vor und nach die Benchmark-Schritte, oder nutzen Sie einen Fehlerschritt, der sie über den Fehler hinweg liest.</translation>
    </message>
    <message>
        <source>Counter deltas of plan run %1; this run is step %2 (%3):</source>
        <translation>Zählerdeltas von Planlauf %1; dieser Lauf ist Schritt %2 (%3):</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 s: %4; %n alarm(s)</source>
        <translation>
            <numerusform>%1 auf %2, %3 s: %4; %n Alarm</numerusform>
            <numerusform>%1 auf %2, %3 s: %4; %n Alarme</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter delta spans this run's step.</source>
        <translation>Kein Zählerdelta umfasst den Schritt dieses Laufs.</translation>
    </message>
    <message numerus="yes">
        <source>%n other counter delta(s) of the plan run cover other steps.</source>
        <translation>
            <numerusform>%n weiteres Zählerdelta des Planlaufs umfasst andere Schritte.</numerusform>
            <numerusform>%n weitere Zählerdeltas des Planlaufs umfassen andere Schritte.</numerusform>
        </translation>
    </message>
    <message>
        <source>claim (vendor)</source>
        <translation>Anbieterangabe</translation>
    </message>
    <message>
        <source>No run to draw: import a log or run the agent on the Benchmarks page for the ticked candidates, or tick more runs.</source>
        <translation>Kein Lauf zum Zeichnen: Importieren Sie ein Protokoll oder starten Sie den Agenten auf der Seite „Benchmarks“ für die angehakten Kandidaten, oder haken Sie weitere Läufe an.</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>Iteration %1</translation>
    </message>
    <message>
        <source>declared line rate</source>
        <translation>angegebene Leitungsrate</translation>
    </message>
    <message>
        <source>Dashed lines and hollow points: vendor claims.</source>
        <translation>Gestrichelte Linien und hohle Punkte: Anbieterangaben.</translation>
    </message>
    <message>
        <source>No per-iteration samples: run the fabric agent on the Benchmarks page, or import a log with raw samples, for the ticked candidates.</source>
        <translation>Keine Messwerte je Iteration: Starten Sie den fabric-agent auf der Seite „Benchmarks“ oder importieren Sie ein Protokoll mit Rohwerten für die angehakten Kandidaten.</translation>
    </message>
    <message>
        <source>No per-rank samples: run the fabric agent on the Benchmarks page for the ticked candidates.</source>
        <translation>Keine Messwerte je Rank: Starten Sie den fabric-agent auf der Seite „Benchmarks“ für die angehakten Kandidaten.</translation>
    </message>
    <message>
        <source>%1: per-rank %2 at %3</source>
        <translation>%1: %2 je Rank bei %3</translation>
    </message>
    <message>
        <source>%1: one run, so no run-to-run variation yet; measure again to see it.</source>
        <translation>%1: ein Lauf, daher noch keine Schwankung zwischen Läufen; messen Sie erneut, um sie zu sehen.</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <source>Latency by message size</source>
        <translation>Latenz nach Nachrichtengröße</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image</source>
        <translation>Dieses Diagramm als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Save this chart as an SVG drawing</source>
        <translation>Dieses Diagramm als SVG-Zeichnung speichern</translation>
    </message>
    <message>
        <source>Tick a candidate, and enter its cost inputs on the Cost page.</source>
        <translation>Haken Sie einen Kandidaten an und geben Sie seine Kosten auf der Seite „Kosten“ ein.</translation>
    </message>
    <message>
        <source>Run an acceptance plan with a fault step on the Faults &amp; Replay page to see how the fabric copes.</source>
        <translation>Führen Sie auf der Seite „Fehler &amp; Replay“ einen Abnahmeplan mit einem Fehlerschritt aus, um zu sehen, wie das Netz damit umgeht.</translation>
    </message>
    <message>
        <source>k%1</source>
        <comment>thousands of a currency: kEUR</comment>
        <translation>Tsd. %1</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Host with an outlier rank (robust z-score beyond ±3.5)</source>
        <translation>Host mit einem Ausreißer-Rank (robuster z-Wert jenseits von ±3,5)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rank(s)</source>
        <translation>
            <numerusform>%1: %n Rank</numerusform>
            <numerusform>%1: %n Ranks</numerusform>
        </translation>
    </message>
    <message>
        <source>Slowest: rank %1, %2 µs (robust z over the hosts %3)</source>
        <translation>Langsamster: Rank %1, %2 µs (robuster z-Wert über die Hosts %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n slow outlier rank(s)</source>
        <translation>
            <numerusform>%n langsamer Ausreißer-Rank</numerusform>
            <numerusform>%n langsame Ausreißer-Ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fast outlier rank(s)</source>
        <translation>
            <numerusform>%n schneller Ausreißer-Rank</numerusform>
            <numerusform>%n schnelle Ausreißer-Ranks</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show its ranks.</source>
        <translation>Klicken zeigt seine Ranks.</translation>
    </message>
    <message>
        <source>%1: per-host %2 at %3</source>
        <translation>%1: %2 je Host bei %3</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is a host's slowest rank. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n Host, %1 Ranks: jede Zelle ist der langsamste Rank eines Hosts. Einen Host anklicken oder als Heatmap-Host wählen, um seine Ranks zu sehen.</numerusform>
            <numerusform>%n Hosts, %1 Ranks: jede Zelle ist der langsamste Rank eines Hosts. Einen Host anklicken oder als Heatmap-Host wählen, um seine Ranks zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: per-rank %2 on %3 at %4</source>
        <translation>%1: %2 je Rank auf %3 bei %4</translation>
    </message>
    <message>
        <source>Only the ranks of %1; the All nodes button shows every host again.</source>
        <translation>Nur die Ranks von %1; die Schaltfläche „Alle Knoten“ zeigt wieder alle Hosts.</translation>
    </message>
    <message>
        <source>Position in the row</source>
        <translation>Position in der Zeile</translation>
    </message>
    <message>
        <source>Cost per accepted run (%1)</source>
        <translation>Kosten je abgenommenem Lauf (%1)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>No candidate %1</source>
        <translation>Kein Kandidat %1</translation>
    </message>
    <message>
        <source>No candidate · %1</source>
        <translation>Kein Kandidat · %1</translation>
    </message>
    <message>
        <source>Enlarge</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Show this chart large, in a window of its own (or double click the chart)</source>
        <translation>Dieses Diagramm groß in einem eigenen Fenster zeigen (oder auf das Diagramm doppelklicken)</translation>
    </message>
    <message>
        <source>Too little room to draw this chart here.</source>
        <translation>Zu wenig Platz, um dieses Diagramm hier zu zeichnen.</translation>
    </message>
    <message>
        <source>p99: at the smallest size, of the best current own run of each candidate; a diamond beside each candidate's bar, read on the axis above.</source>
        <translation>p99: bei der kleinsten Größe, aus dem besten aktuellen eigenen Lauf jedes Kandidaten; eine Raute neben dem Balken des Kandidaten, abzulesen an der oberen Achse.</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 fehlt: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no cost model is complete</source>
        <translation>kein Kostenmodell ist vollständig</translation>
    </message>
    <message>
        <source>no cost model is complete (%1)</source>
        <translation>kein Kostenmodell ist vollständig (%1)</translation>
    </message>
    <message>
        <source>No cost to draw yet: %1. Enter each candidate's prices, power, support and staff on the Cost page (step 9); the cost per accepted run also needs own, accepted runs (Benchmarks, step 5).</source>
        <translation>Noch keine Kosten zu zeichnen: %1. Tragen Sie Preise, Strom, Support und Personal jedes Kandidaten auf der Seite Kosten ein (Schritt 9); die Kosten je abgenommenem Lauf brauchen außerdem eigene, abgenommene Läufe (Benchmarks, Schritt 5).</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1 (dieser Computer)</translation>
    </message>
    <message>
        <source>Host's own %1 over all its ranks' samples, %2 to %3 µs (dark: slow, by robust z over hosts)</source>
        <translation>Eigenes %1 des Hosts über die Messwerte aller seiner Ranks, %2 bis %3 µs (dunkel: langsam, nach robustem z-Wert über die Hosts)</translation>
    </message>
    <message>
        <source>All its ranks' samples: %1 µs (robust z over the hosts %2); slowest rank %3</source>
        <translation>Messwerte aller seiner Ranks: %1 µs (robuster z-Wert über die Hosts %2); langsamster Rank %3</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is the host's own figure over all its ranks' samples. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n Host, %1 Ranks: Jede Zelle ist der eigene Wert des Hosts über die Messwerte aller seiner Ranks. Klicken Sie auf einen Host oder wählen Sie ihn als Heatmap-Host, um seine Ranks zu sehen.</numerusform>
            <numerusform>%n Hosts, %1 Ranks: Jede Zelle ist der eigene Wert des Hosts über die Messwerte aller seiner Ranks. Klicken Sie auf einen Host oder wählen Sie ihn als Heatmap-Host, um seine Ranks zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run of more than 8,192 ranks sent node detail: each host's p50, p99 and maximum over all its ranks' samples are exact, a rank's own p50 and p99 are known to within 9.05 %, and a rank counts as an outlier only when it lies two buckets (19 % or more) from the median.</source>
        <translation>Dieser Lauf mit mehr als 8.192 Ranks hat Knotendetails gesendet: p50, p99 und Maximum jedes Hosts über die Messwerte aller seiner Ranks sind exakt, p50 und p99 eines einzelnen Ranks sind auf 9,05 % genau bekannt, und ein Rank gilt nur dann als Ausreißer, wenn er zwei Stufen (19 % oder mehr) vom Median entfernt liegt.</translation>
    </message>
    <message>
        <source>Host's slowest rank, %1 to %2 µs (dark: slow, by robust z over hosts)</source>
        <translation>Langsamster Rank des Hosts, %1 bis %2 µs (dunkel: langsam, nach robustem z-Wert über die Hosts)</translation>
    </message>
    <message>
        <source>, exposed communication p50 %1 µs</source>
        <translation>, nicht verdeckte Kommunikation p50 %1 µs</translation>
    </message>
    <message>
        <source>, request latency p99 %1 µs</source>
        <translation>, Anfragelatenz p99 %1 µs</translation>
    </message>
    <message>
        <source>, p99 × %1 beside another job</source>
        <translation>, p99 × %1 neben einem anderen Job</translation>
    </message>
</context>
<context>
    <name>fw::app::ChecklistModel</name>
    <message>
        <source>Official source</source>
        <translation>Offizielle Quelle</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Where it was read (address, version, date)</source>
        <translation>Wo gelesen (Adresse, Version, Datum)</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>fw::app::ComparePage</name>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>Kollektive Operation</translation>
    </message>
    <message>
        <source>Runs (none ticked: all runs of the candidates)</source>
        <translation>Läufe (keiner angehakt: alle Läufe der Kandidaten)</translation>
    </message>
    <message>
        <source>Message sizes (from, to)</source>
        <translation>Nachrichtengrößen (von, bis)</translation>
    </message>
    <message>
        <source>Percentiles</source>
        <translation>Perzentile</translation>
    </message>
    <message>
        <source>Size for the timeline, heatmap and box plots</source>
        <translation>Größe für Zeitverlauf, Heatmap und Boxplots</translation>
    </message>
    <message>
        <source>Run for the timeline and heatmap</source>
        <translation>Lauf für Zeitverlauf und Heatmap (aus den ausgewählten)</translation>
    </message>
    <message>
        <source>Heatmap shows per rank</source>
        <translation>Heatmap zeigt pro Rank</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Any collective</source>
        <translation>Beliebige kollektive Operation</translation>
    </message>
    <message>
        <source>Smallest</source>
        <translation>Kleinste</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Größte</translation>
    </message>
    <message>
        <source>Largest with samples</source>
        <translation>Größte mit Stichproben</translation>
    </message>
    <message>
        <source>First selected run with samples</source>
        <translation>Erster Lauf mit Stichproben</translation>
    </message>
    <message>
        <source>Runs without a candidate</source>
        <translation>Läufe ohne Kandidat</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Open or create a project to compare its benchmark runs.</source>
        <translation>Öffnen oder erstellen Sie ein Projekt, um seine Benchmark-Läufe zu vergleichen.</translation>
    </message>
    <message>
        <source>No benchmark runs are stored yet. Import vendor logs or run the agent on the Benchmarks page; the cost charts below need no runs.</source>
        <translation>Es sind noch keine Benchmark-Läufe gespeichert. Importieren Sie Anbieter-Logs oder starten Sie den Agenten auf der Seite „Benchmarks“; die Kostendiagramme unten benötigen keine Läufe.</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>Anbieterangabe</translation>
    </message>
    <message>
        <source>own measurement</source>
        <translation>eigene Messung</translation>
    </message>
    <message>
        <source> [stale: BOM changed]</source>
        <translation> [veraltet: Stückliste geändert]</translation>
    </message>
    <message>
        <source>The candidate's BOM changed after this run; its result may no longer describe the cluster.</source>
        <translation>Die Stückliste des Kandidaten hat sich nach diesem Lauf geändert; sein Ergebnis beschreibt den Cluster möglicherweise nicht mehr.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Claims checked</source>
        <translation>Geprüfte Anbieterangaben</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Quoted by the supplier</source>
        <translation>Anbieterangabe</translation>
    </message>
    <message>
        <source>Own measurement</source>
        <translation>Eigene Messung</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Heatmap host (or click a host's cell)</source>
        <translation>Heatmap-Host (oder die Zelle eines Hosts anklicken)</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>Alle Knoten</translation>
    </message>
    <message>
        <source>Show every host in the heatmap again</source>
        <translation>Wieder alle Hosts in der Heatmap zeigen</translation>
    </message>
    <message>
        <source> [this computer: not a candidate's fabric, left out of the scores]</source>
        <translation> [dieser Computer: nicht die Fabric eines Kandidaten, nicht in den Bewertungen]</translation>
    </message>
</context>
<context>
    <name>fw::app::CostInputModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2/h</source>
        <translation>%1 %2/h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source> (override)</source>
        <translation> (Überschreibung)</translation>
    </message>
    <message>
        <source>Derivation replaced by the override: %1</source>
        <translation>Ableitung durch die Überschreibung ersetzt: %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value used</source>
        <translation>Verwendeter Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Note, quote or reason for an override</source>
        <translation>Notiz, Angebot oder Begründung für eine Überschreibung</translation>
    </message>
    <message>
        <source>How it is obtained</source>
        <translation>Herkunft des Werts</translation>
    </message>
    <message>
        <source>One of the three numbers without which the cost model is not ready.</source>
        <translation>Eine der drei Zahlen, ohne die das Kostenmodell nicht bereit ist.</translation>
    </message>
    <message>
        <source> (quoted)</source>
        <translation> (angeboten)</translation>
    </message>
    <message>
        <source>%1: price sheet line(s) %2</source>
        <translation>%1: Preisblatt-Zeile(n) %2</translation>
    </message>
</context>
<context>
    <name>fw::app::CostPage</name>
    <message>
        <source>Set the cost period</source>
        <translation>Kostenzeitraum festlegen</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Währung:</translation>
    </message>
    <message>
        <source>Acceptance thresholds:</source>
        <translation>Abnahmeschwellen:</translation>
    </message>
    <message>
        <source>min GB/s</source>
        <translation>≥ GB/s</translation>
    </message>
    <message>
        <source>max p99 µs</source>
        <translation>≤ p99 µs</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>Kandidat:</translation>
    </message>
    <message>
        <source>&lt;b&gt;All candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alle Kandidaten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;What moves the cost per accepted run most&lt;/b&gt;, each input moved by ±</source>
        <translation>&lt;b&gt;Was die Kosten je abgenommenem Lauf am stärksten bewegt&lt;/b&gt;, jede Eingabe verändert um ±</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even&lt;/b&gt;: the value of one input at which this candidate costs as much per accepted run as another</source>
        <translation>&lt;b&gt;Break-even&lt;/b&gt;: der Wert einer Eingabe, bei dem dieser Kandidat je abgenommenem Lauf so viel kostet wie ein anderer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>gegenüber %1</translation>
    </message>
    <message>
        <source>Add candidates on the Candidates page to build their cost models.</source>
        <translation>Legen Sie auf der Seite „Kandidaten“ Kandidaten an, um deren Kostenmodelle aufzubauen.</translation>
    </message>
    <message>
        <source>Ready: useful GPU utilisation, the acceptance rate at %1 nodes and the operations hours are known. Cost per accepted run: %2.</source>
        <translation>Bereit: nützliche GPU-Auslastung, Abnahmerate bei %1 Knoten und Betriebsstunden sind bekannt. Kosten je abgenommenem Lauf: %2.</translation>
    </message>
    <message>
        <source>Not ready. Missing:
• %1</source>
        <translation>Nicht bereit. Es fehlt:
• %1</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Fabric-adjusted cost per %1</source>
        <translation>Fabric-bereinigte Kosten je %1</translation>
    </message>
    <message>
        <source>Accepted runs</source>
        <translation>Abgenommene Läufe</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>Kosten je abgenommenem Lauf</translation>
    </message>
    <message>
        <source>Cost per accepted output</source>
        <translation>Kosten je abgenommener Ausgabe</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Bereitschaft</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>no inference volume entered</source>
        <translation>kein Inferenzvolumen eingegeben</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message numerus="yes">
        <source>not ready: %n number(s) missing</source>
        <translation>
            <numerusform>nicht bereit: %n Zahl fehlt</numerusform>
            <numerusform>nicht bereit: %n Zahlen fehlen</numerusform>
        </translation>
    </message>
    <message>
        <source>Change of the cost per accepted run (%1) of %2</source>
        <translation>Änderung der Kosten je abgenommenem Lauf (%1) von %2</translation>
    </message>
    <message>
        <source>input −%1 %</source>
        <translation>Eingabe −%1 %</translation>
    </message>
    <message>
        <source>input +%1 %</source>
        <translation>Eingabe +%1 %</translation>
    </message>
    <message>
        <source>A break-even needs two candidates.</source>
        <translation>Ein Break-even braucht zwei Kandidaten.</translation>
    </message>
    <message>
        <source>No value of %1 makes %2 cost as much per accepted run as %3 (%4); it is %5 now.</source>
        <translation>Kein Wert von %1 bringt %2 je abgenommenem Lauf auf die Kosten von %3 (%4); derzeit beträgt er %5.</translation>
    </message>
    <message>
        <source>%1 costs as much per accepted run as %2 (%3) when its %4 is %5; it is %6 now.</source>
        <translation>%1 kostet je abgenommenem Lauf so viel wie %2 (%3), wenn %4 den Wert %5 hat; derzeit beträgt er %6.</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>The currency must not be empty.</source>
        <translation>Die Währung darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Edit the cost settings</source>
        <translation>Kosteneinstellungen bearbeiten</translation>
    </message>
    <message>
        <source>A run is accepted only if its bus bandwidth at the size on the right (else at its largest message size) reaches this (GB/s). Leave empty to not check it.</source>
        <translation>Ein Lauf wird nur abgenommen, wenn seine Busbandbreite bei der rechts angegebenen Größe (sonst bei seiner größten Nachrichtengröße) diesen Wert erreicht (GB/s). Leer lassen, um sie nicht zu prüfen.</translation>
    </message>
    <message>
        <source>at bytes</source>
        <translation>bei Bytes</translation>
    </message>
    <message>
        <source>The message size in bytes the bus bandwidth and the coefficient of variation are judged at; empty: each run's largest size. A run without this size is rejected.</source>
        <translation>Die Nachrichtengröße in Bytes, bei der Busbandbreite und Variationskoeffizient beurteilt werden; leer: die größte Größe jedes Laufs. Ein Lauf ohne diese Größe wird abgelehnt.</translation>
    </message>
    <message>
        <source>The message size in bytes the p99 latency is judged at; empty: each run's smallest size. A run without this size is rejected.</source>
        <translation>Die Nachrichtengröße in Bytes, bei der die p99-Latenz beurteilt wird; leer: die kleinste Größe jedes Laufs. Ein Lauf ohne diese Größe wird abgelehnt.</translation>
    </message>
    <message>
        <source>min ranks</source>
        <translation>≥ Ranks</translation>
    </message>
    <message>
        <source>A run is accepted only with at least this many ranks. Leave empty to not check it.</source>
        <translation>Ein Lauf wird nur mit mindestens so vielen Ranks abgenommen. Leer lassen, um es nicht zu prüfen.</translation>
    </message>
    <message>
        <source>min nodes</source>
        <translation>≥ Knoten</translation>
    </message>
    <message>
        <source>A run is accepted only on at least this many nodes. Leave empty to not check it.</source>
        <translation>Ein Lauf wird nur auf mindestens so vielen Knoten abgenommen. Leer lassen, um es nicht zu prüfen.</translation>
    </message>
    <message>
        <source>max CV %</source>
        <translation>≤ VK %</translation>
    </message>
    <message>
        <source>A run is accepted only if the coefficient of variation of its time (stdev / mean, in percent) stays at or below this. Leave empty to not check it.</source>
        <translation>Ein Lauf wird nur abgenommen, wenn der Variationskoeffizient seiner Zeit (Standardabweichung / Mittelwert, in Prozent) höchstens diesen Wert erreicht. Leer lassen, um ihn nicht zu prüfen.</translation>
    </message>
    <message>
        <source>correctness passed</source>
        <translation>Korrektheit bestanden</translation>
    </message>
    <message>
        <source>A run is accepted only if every row was checked and right; an unverified run is rejected. A failed check always rejects a run.</source>
        <translation>Ein Lauf wird nur abgenommen, wenn jede Zeile geprüft und richtig war; ein ungeprüfter Lauf wird abgelehnt. Eine fehlgeschlagene Prüfung lehnt einen Lauf immer ab.</translation>
    </message>
    <message>
        <source>A run is accepted only if its p99 latency at the size on the right (else at its smallest message size) stays at or below this (µs). Leave empty to not check it.</source>
        <translation>Ein Lauf wird nur abgenommen, wenn seine p99-Latenz bei der rechts angegebenen Größe (sonst bei seiner kleinsten Nachrichtengröße) höchstens diesen Wert erreicht (µs). Leer lassen, um sie nicht zu prüfen.</translation>
    </message>
    <message>
        <source>An acceptance threshold must be a number of 0 or more (ranks and nodes: a whole number of 1 or more; sizes: whole bytes), or empty.</source>
        <translation>Ein Abnahmeschwellwert muss eine Zahl ab 0 sein (Ranks und Knoten: eine ganze Zahl ab 1; Größen: ganze Bytes) oder leer bleiben.</translation>
    </message>
    <message>
        <source>The fabric-adjusted cost per period adds up ten cost components, computed from the inputs below, and is divided by the training runs accepted on time. Each input says where it comes from; a derived one shows its formula and can be overridden with a reason in the Note column. Fractions are entered in percent.</source>
        <translation>Die fabric-bereinigten Kosten je Zeitraum addieren zehn Kostenbestandteile, berechnet aus den Eingaben unten, und werden durch die rechtzeitig abgenommenen Trainingsläufe geteilt. Jede Eingabe nennt ihre Herkunft; eine abgeleitete zeigt ihre Formel und kann mit einer Begründung in der Spalte Notiz überschrieben werden. Anteile werden in Prozent eingegeben.</translation>
    </message>
    <message>
        <source>No tornado yet: the cost model is not ready.</source>
        <translation>Noch kein Tornado-Diagramm: Das Kostenmodell ist nicht bereit.</translation>
    </message>
    <message>
        <source>A break-even needs the cost models of both candidates ready.</source>
        <translation>Ein Break-even setzt voraus, dass die Kostenmodelle beider Kandidaten bereit sind.</translation>
    </message>
    <message>
        <source>Exchange rates:</source>
        <translation>Wechselkurse:</translation>
    </message>
    <message>
        <source>What one unit of another currency is worth in the project's currency, and the date of the rate. Prices quoted in that currency are converted with it. Type a new currency in the empty row; clear a rate to remove it.</source>
        <translation>Was eine Einheit einer anderen Währung in der Währung des Projekts wert ist, und das Datum des Kurses. Preise in dieser Währung werden damit umgerechnet. Tragen Sie eine neue Währung in die leere Zeile ein; leeren Sie einen Kurs, um ihn zu entfernen.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>1 unit in %1</source>
        <translation>1 Einheit in %1</translation>
    </message>
    <message>
        <source>As of (date)</source>
        <translation>Stand (Datum)</translation>
    </message>
    <message>
        <source>An exchange rate is a number greater than 0, with its date as 2026-11-30.</source>
        <translation>Ein Wechselkurs ist eine Zahl größer als 0, mit seinem Datum als 2026-11-30.</translation>
    </message>
    <message>
        <source>Set the exchange rate of %1</source>
        <translation>Wechselkurs von %1 setzen</translation>
    </message>
    <message>
        <source>Remove the exchange rate of %1</source>
        <translation>Wechselkurs von %1 entfernen</translation>
    </message>
    <message>
        <source>Line-rate floor (%):</source>
        <translation>Untergrenze Leitungsrate (%):</translation>
    </message>
    <message>
        <source>Once any threshold is set, a run across nodes is accepted only if its bus bandwidth at its largest size (%1 or more) reaches this share of the line rate its candidate's BOM declares (NIC speed × the NICs its ranks on a node use). Empty: %2 %. A higher share tightens the rule; a lower one, or 0 to turn it off, needs a reason on the right, which the report shows.</source>
        <translation>Sobald ein Schwellwert gesetzt ist, wird ein Lauf über mehrere Knoten nur abgenommen, wenn seine Busbandbreite bei seiner größten Größe (%1 oder mehr) diesen Anteil der Leitungsrate erreicht, die die Stückliste seines Kandidaten angibt (NIC-Geschwindigkeit × die NICs, die seine Ranks auf einem Knoten nutzen). Leer: %2 %. Ein höherer Anteil verschärft die Regel; ein niedrigerer, oder 0 zum Abschalten, braucht rechts eine Begründung, die der Bericht zeigt.</translation>
    </message>
    <message>
        <source>Why the floor is lowered (needed below the default)</source>
        <translation>Warum die Untergrenze gesenkt ist (nötig unter dem Standardwert)</translation>
    </message>
</context>
<context>
    <name>fw::app::CounterDeltaModel</name>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>zurückgesetzt</translation>
    </message>
    <message>
        <source>The counter went down: it was reset between the snapshots, so its change is unknown.</source>
        <translation>Der Zähler ist gesunken: Er wurde zwischen den Snapshots zurückgesetzt, seine Änderung ist daher unbekannt.</translation>
    </message>
    <message>
        <source>Alarm: %1</source>
        <translation>Alarm: %1</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Device/port</source>
        <translation>Gerät/Port</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Pro Sekunde</translation>
    </message>
</context>
<context>
    <name>fw::app::CountersPage</name>
    <message>
        <source>Dispatch %1, %2, %3</source>
        <translation>Auftrag %1, %2, %3</translation>
    </message>
    <message>
        <source> (plan run %1, step %2, %3)</source>
        <translation> (Planlauf %1, Schritt %2, %3)</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: larger than a counters file can be</source>
        <translation>%1: größer, als eine Zählerdatei sein kann</translation>
    </message>
    <message>
        <source>%1: no counters or counter_delta event; not a saved fabric-agent counters stream</source>
        <translation>%1: kein counters- oder counter_delta-Ereignis; keine gespeicherte Ausgabe von fabric-agent counters</translation>
    </message>
    <message>
        <source>%1 (imported file)</source>
        <translation>%1 (importierte Datei)</translation>
    </message>
    <message>
        <source>Import Counter Snapshot</source>
        <translation>Zähler-Snapshot importieren</translation>
    </message>
    <message>
        <source>fabric-agent counters (*.jsonl *.json);;All files (*)</source>
        <translation>fabric-agent counters (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>no phase</source>
        <translation>keine Phase</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 bis %3</translation>
    </message>
    <message>
        <source>more than %1 per second</source>
        <translation>mehr als %1 pro Sekunde</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>%1 (rule %2, %3)</source>
        <translation>%1 (Regel %2, %3)</translation>
    </message>
    <message>
        <source>Not included in this data:</source>
        <translation>In diesen Daten nicht enthalten:</translation>
    </message>
    <message>
        <source>Alarms: none</source>
        <translation>Alarme: keine</translation>
    </message>
    <message numerus="yes">
        <source>Alarms: %n (%1 critical)</source>
        <translation>
            <numerusform>Alarme: %n (%1 kritisch)</numerusform>
            <numerusform>Alarme: %n (%1 kritisch)</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter data in this project yet. Dispatch fabric-agent counters from the Faults &amp; Replay page, or import a saved counters file.</source>
        <translation>Dieses Projekt enthält noch keine Zählerdaten. Starten Sie fabric-agent counters auf der Seite „Fehler &amp; Replay“ oder importieren Sie eine gespeicherte Zählerdatei.</translation>
    </message>
    <message>
        <source>No project is open. You can still import a saved counters file.</source>
        <translation>Kein Projekt geöffnet. Sie können trotzdem eine gespeicherte Zählerdatei importieren.</translation>
    </message>
    <message>
        <source>Choose a counters run on the left.</source>
        <translation>Wählen Sie links einen Zählerlauf.</translation>
    </message>
    <message>
        <source>This stream cannot be read: %1</source>
        <translation>Diese Ausgabe ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>unknown interval</source>
        <translation>unbekanntes Intervall</translation>
    </message>
    <message>
        <source>No counter data: the agent could read no counters on this host (see the notes).</source>
        <translation>Keine Zählerdaten: Der Agent konnte auf diesem Host keine Zähler lesen (siehe Hinweise).</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed, %1 unchanged, over %2.</source>
        <translation>
            <numerusform>%n Zähler geändert, %1 unverändert, über %2.</numerusform>
            <numerusform>%n Zähler geändert, %1 unverändert, über %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Computed from the first and last snapshot: the agent's alarm rules were not applied.</source>
        <translation>Aus dem ersten und letzten Snapshot berechnet: Die Alarmregeln des Agenten wurden nicht angewandt.</translation>
    </message>
    <message>
        <source>No counter data: the agent could read no counters on %1 (see the notes).</source>
        <translation>Keine Zählerdaten: Der Agent konnte auf %1 keine Zähler lesen (siehe Hinweise).</translation>
    </message>
    <message numerus="yes">
        <source>One snapshot of %n counter(s) on %1 at %2: a change needs a second snapshot.</source>
        <translation>
            <numerusform>Ein Snapshot von %n Zähler auf %1 um %2: Für eine Änderung braucht es einen zweiten Snapshot.</numerusform>
            <numerusform>Ein Snapshot von %n Zählern auf %1 um %2: Für eine Änderung braucht es einen zweiten Snapshot.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter data in this stream.</source>
        <translation>Keine Zählerdaten in dieser Ausgabe.</translation>
    </message>
    <message>
        <source>The stream was cut off: the run was interrupted.</source>
        <translation>Die Ausgabe bricht ab: Der Lauf wurde unterbrochen.</translation>
    </message>
    <message>
        <source>The agent reported: %1</source>
        <translation>Der Agent meldete: %1</translation>
    </message>
    <message>
        <source>Port, RoCE congestion, pause and interface counters read by fabric-agent counters, with the alarms its rules raise. Critical alarms are red, warnings amber.</source>
        <translation>Port-, RoCE-Überlast-, Pause- und Schnittstellenzähler, gelesen von fabric-agent counters, mit den Alarmen seiner Regeln. Kritische Alarme sind rot, Warnungen gelb.</translation>
    </message>
    <message>
        <source>Counter &amp;runs:</source>
        <translation>Zähler&amp;läufe:</translation>
    </message>
    <message>
        <source>Import Counter Snapshot...</source>
        <translation>Zähler-Snapshot importieren...</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervall:</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Device/port</source>
        <translation>Gerät/Port</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Pro Sekunde</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
</context>
<context>
    <name>fw::app::DecisionMatrixModel</name>
    <message>
        <source>no weight changes the winner</source>
        <translation>kein Gewicht ändert den Gewinner</translation>
    </message>
    <message>
        <source>%1%2 (to %3): %4 leads</source>
        <translation>%1%2 (auf %3): %4 führt</translation>
    </message>
    <message>
        <source>%1 ± %2%3</source>
        <translation>%1 ± %2%3</translation>
    </message>
    <message>
        <source> (auto)</source>
        <translation> (automatisch)</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Scored by hand (± %1). %2</source>
        <translation>Von Hand bewertet (± %1). %2</translation>
    </message>
    <message>
        <source>
Given before any benchmark run was stored.</source>
        <translation>
Vor dem Speichern eines Benchmark-Laufs vergeben.</translation>
    </message>
    <message>
        <source>No evidence for an automatic score: type a score from 0 to 10, e.g. "7" or "7 ± 1.5".</source>
        <translation>Keine Belege für eine automatische Bewertung: Geben Sie eine Bewertung von 0 bis 10 ein, z. B. „7“ oder „7 ± 1.5“.</translation>
    </message>
    <message>
        <source>Weighted total</source>
        <translation>Gewichtete Summe</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>How much this weight must change, all others held, before another candidate takes the lead.</source>
        <translation>Um wie viel sich dieses Gewicht ändern muss, bei allen anderen unverändert, bevor ein anderer Kandidat in Führung geht.</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Weight change that changes the winner</source>
        <translation>Gewichtsänderung, die den Gewinner ändert</translation>
    </message>
    <message>
        <source> (override)</source>
        <translation> (überschrieben)</translation>
    </message>
    <message>
        <source>Automatic, from evidence (%1): %2
Formula: %3
Type a score to override it with a reason.</source>
        <translation>Automatisch, aus Belegen (%1): %2
Formel: %3
Geben Sie eine Bewertung ein, um sie mit Begründung zu überschreiben.</translation>
    </message>
    <message>
        <source>Typed override (± %1), in force: %2
The evidence gives %3: %4
Clear it to use the automatic score again.</source>
        <translation>Eingegebene Überschreibung (± %1), gültig: %2
Die Belege ergeben %3: %4
Leeren Sie sie, um wieder die automatische Bewertung zu verwenden.</translation>
    </message>
    <message>
        <source>A criterion from the buyer's guide. Set its weight to 0 or remove it if it does not apply.</source>
        <translation>Ein Kriterium aus dem Einkaufsleitfaden. Setzen Sie sein Gewicht auf 0 oder entfernen Sie es, wenn es nicht zutrifft.</translation>
    </message>
    <message>
        <source>needs an own run</source>
        <translation>braucht eigenen Lauf</translation>
    </message>
    <message>
        <source>needs a plan run</source>
        <translation>braucht Planlauf</translation>
    </message>
    <message>
        <source>needs the cost model</source>
        <translation>braucht Kostenmodell</translation>
    </message>
    <message>
        <source>needs answers</source>
        <translation>braucht Antworten</translation>
    </message>
    <message>
        <source>type a score</source>
        <translation>Bewertung eintragen</translation>
    </message>
    <message>
        <source>needs an own p99</source>
        <translation>braucht eigenes p99</translation>
    </message>
    <message>
        <source>needs a workload replay</source>
        <translation>braucht ein Replay der Arbeitslast</translation>
    </message>
</context>
<context>
    <name>fw::app::DecisionPage</name>
    <message>
        <source>Export the worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Set the weight of %1</source>
        <translation>Gewicht von %1 festlegen</translation>
    </message>
    <message>
        <source>Rename the criterion %1</source>
        <translation>Kriterium %1 umbenennen</translation>
    </message>
    <message>
        <source>Edit a score</source>
        <translation>Bewertung bearbeiten</translation>
    </message>
    <message>
        <source>Edit the worksheet</source>
        <translation>Arbeitsblatt bearbeiten</translation>
    </message>
    <message>
        <source>Add criterion</source>
        <translation>Kriterium hinzufügen</translation>
    </message>
    <message>
        <source>Remove criterion</source>
        <translation>Kriterium entfernen</translation>
    </message>
    <message>
        <source>Copy as table</source>
        <translation>Als Tabelle kopieren</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <source>Filled before any benchmark: some typed scores (yellow) were given before a benchmark run was stored. Review them against the measurements.</source>
        <translation>Vor jedem Benchmark ausgefüllt: Einige eingegebene Bewertungen (gelb) wurden vergeben, bevor ein Benchmark-Lauf gespeichert war. Prüfen Sie sie anhand der Messungen.</translation>
    </message>
    <message>
        <source>Filled before any benchmark: no benchmark run is stored in this project, so every score here is an expectation, not a result. The buyer's guide uses this matrix after the acceptance test.</source>
        <translation>Vor jedem Benchmark ausgefüllt: In diesem Projekt ist kein Benchmark-Lauf gespeichert, daher ist jede Bewertung hier eine Erwartung, kein Ergebnis. Der Einkaufsleitfaden verwendet diese Matrix nach dem Abnahmetest.</translation>
    </message>
    <message>
        <source>The cost model is not ready for %1, so its cost is not scored automatically (Cost page).</source>
        <translation>Das Kostenmodell ist für %1 nicht bereit, daher werden dessen Kosten nicht automatisch bewertet (Seite „Kosten“).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>Neues Kriterium</translation>
    </message>
    <message>
        <source>Remove criterion %1</source>
        <translation>Kriterium %1 entfernen</translation>
    </message>
    <message>
        <source>Worksheet not exported</source>
        <translation>Arbeitsblatt nicht exportiert</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Override the automatic score</source>
        <translation>Automatische Bewertung überschreiben</translation>
    </message>
    <message>
        <source>Why does the typed score replace the one computed from the evidence? The reason is shown with the score and in the report.</source>
        <translation>Warum ersetzt die eingegebene Bewertung die aus den Belegen berechnete? Die Begründung erscheint bei der Bewertung und im Bericht.</translation>
    </message>
    <message>
        <source>Score not changed</source>
        <translation>Bewertung nicht geändert</translation>
    </message>
    <message>
        <source>An override of an automatic score needs a reason.</source>
        <translation>Das Überschreiben einer automatischen Bewertung braucht eine Begründung.</translation>
    </message>
    <message>
        <source>No own, current benchmark run to compare the candidates on: latency and bandwidth are typed.</source>
        <translation>Kein eigener, aktueller Benchmark-Lauf, an dem sich die Kandidaten vergleichen lassen: Latenz und Bandbreite werden eingegeben.</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>Latency and bandwidth are scored from own, current runs of one setup: %1.</source>
        <translation>Latenz und Bandbreite werden aus eigenen, aktuellen Läufen eines Aufbaus bewertet: %1.</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Nicht berücksichtigt: %1</translation>
    </message>
    <message>
        <source>Weigh the criteria and score each candidate from 0 to 10. Scores backed by stored evidence are computed (blue, with source and formula in the tooltip); the others are typed as "7" or "7 ± 1.5", the ± saying how sure you are. Use the matrix after the benchmark, not before.</source>
        <translation>Gewichten Sie die Kriterien und bewerten Sie jeden Kandidaten von 0 bis 10. Bewertungen, die sich auf gespeicherte Belege stützen, werden berechnet (blau, mit Quelle und Formel im Tooltip); die übrigen geben Sie als „7“ oder „7 ± 1.5“ ein, wobei das ± angibt, wie sicher Sie sind. Verwenden Sie die Matrix nach dem Benchmark, nicht davor.</translation>
    </message>
    <message>
        <source>Tie margin: 2 × √(Σ (weight share)² × (σ₁² + σ₂²)) over the criteria, σ being each score's ± (1 for a typed score unless given, 0.5 for an automatic one). Candidates closer than that cannot be told apart by this matrix, and the recommendation is to rent or benchmark both.</source>
        <translation>Unentschieden-Spanne: 2 × √(Σ (Gewichtsanteil)² × (σ₁² + σ₂²)) über die Kriterien, wobei σ das ± jeder Bewertung ist (1 für eine eingegebene Bewertung ohne Angabe, 0,5 für eine automatische). Kandidaten, die näher beieinanderliegen, kann diese Matrix nicht unterscheiden; die Empfehlung lautet dann, beide zu mieten oder per Benchmark zu prüfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Worksheet for the procurement document&lt;/b&gt;: operations owner and expansion path are typed here</source>
        <translation>&lt;b&gt;Arbeitsblatt für das Beschaffungsdokument&lt;/b&gt;: Verantwortlicher für den Betrieb und Erweiterungspfad werden hier eingegeben</translation>
    </message>
    <message numerus="yes">
        <source>Filled before your own benchmark: %n supplier claim(s) are stored, but no own all-reduce measurement, so every typed score here is an expectation, not a result. The buyer's guide uses this matrix after the acceptance test.</source>
        <translation>
            <numerusform>Vor dem eigenen Benchmark ausgefüllt: %n Anbieterangabe ist gespeichert, aber keine eigene All-Reduce-Messung, daher ist jede eingetragene Bewertung hier eine Erwartung, kein Ergebnis. Der Einkaufsleitfaden nutzt diese Matrix nach dem Abnahmetest.</numerusform>
            <numerusform>Vor dem eigenen Benchmark ausgefüllt: %n Anbieterangaben sind gespeichert, aber keine eigene All-Reduce-Messung, daher ist jede eingetragene Bewertung hier eine Erwartung, kein Ergebnis. Der Einkaufsleitfaden nutzt diese Matrix nach dem Abnahmetest.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Benchmarks: Run the Agent or Import</source>
        <translation>Zu Benchmarks: Agent ausführen oder importieren</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Zu %1</translation>
    </message>
    <message>
        <source>an own, current all-reduce run of each candidate: run the agent on its cluster, or import your own measurement with the source "Own measurement"</source>
        <translation>einen eigenen, aktuellen All-Reduce-Lauf jedes Kandidaten: Führen Sie den Agenten auf seinem Cluster aus oder importieren Sie Ihre eigene Messung mit der Quelle „Eigene Messung“</translation>
    </message>
    <message>
        <source>an acceptance plan run with fault and counter steps</source>
        <translation>einen Lauf des Abnahmeplans mit Fehler- und Zählerschritten</translation>
    </message>
    <message>
        <source>a complete cost model</source>
        <translation>ein vollständiges Kostenmodell</translation>
    </message>
    <message>
        <source>the supplier's answers to the questionnaire</source>
        <translation>die Antworten des Anbieters auf den Fragebogen</translation>
    </message>
    <message>
        <source>a score you type (no measurement gives it)</source>
        <translation>eine Bewertung, die Sie eintragen (keine Messung liefert sie)</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>• %1 of %2: waits for %3%4.</source>
        <translation>• %1 von %2: wartet auf %3%4.</translation>
    </message>
    <message>
        <source>Scores still needed:</source>
        <translation>Noch fehlende Bewertungen:</translation>
    </message>
    <message numerus="yes">
        <source>Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but never scored: a supplier's own figures do not decide.</source>
        <translation>
            <numerusform>Anbieterangaben (%n gespeichert) stehen auf der Seite Vergleich und im Bericht neben Ihren Messungen, werden aber nie bewertet: Die eigenen Zahlen eines Anbieters entscheiden nicht.</numerusform>
            <numerusform>Anbieterangaben (%n gespeichert) stehen auf der Seite Vergleich und im Bericht neben Ihren Messungen, werden aber nie bewertet: Die eigenen Zahlen eines Anbieters entscheiden nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>an own, current run of each candidate that measured a p99 latency: run the agent on its cluster (an nccl-tests or OSU log gives average times only, which score bandwidth but not the tail)</source>
        <translation>einen eigenen, aktuellen Lauf jedes Kandidaten, der eine p99-Latenz gemessen hat: Führen Sie den Agenten auf seinem Cluster aus (ein nccl-tests- oder OSU-Log enthält nur mittlere Zeiten; sie bewerten die Bandbreite, nicht die Tail-Latenz)</translation>
    </message>
    <message>
        <source>a complete replay of the workload's pattern on each candidate's cluster, alone (Plan from Workload)</source>
        <translation>ein vollständiges Replay des Musters der Arbeitslast auf dem Cluster jedes Kandidaten, allein (Plan aus Arbeitslast)</translation>
    </message>
</context>
<context>
    <name>fw::app::DemoMeasurement</name>
    <message numerus="yes">
        <source>Measuring this computer: starting %n rank(s) through mpirun…</source>
        <translation>
            <numerusform>Messung dieses Computers: %n Rang wird über mpirun gestartet…</numerusform>
            <numerusform>Messung dieses Computers: %n Ränge werden über mpirun gestartet…</numerusform>
        </translation>
    </message>
    <message>
        <source>A measurement of this computer needs mpirun (Open MPI or MPICH) on the PATH; none was found, so the demo holds no run made here. With mpirun installed, the Benchmarks page's "Run the Agent" measures this computer.</source>
        <translation>Eine Messung dieses Computers braucht mpirun (Open MPI oder MPICH) im PATH; es wurde keines gefunden, daher enthält die Demo keinen hier gemessenen Lauf. Mit installiertem mpirun misst „Agent ausführen“ auf der Seite „Benchmarks“ diesen Computer.</translation>
    </message>
    <message>
        <source>A measurement of this computer needs fabric-agent beside the app (%1); it is missing, so the demo holds no run made here.</source>
        <translation>Eine Messung dieses Computers braucht fabric-agent neben der Anwendung (%1); er fehlt, daher enthält die Demo keinen hier gemessenen Lauf.</translation>
    </message>
    <message>
        <source>Measuring this computer: preparing…</source>
        <translation>Messung dieses Computers: wird vorbereitet…</translation>
    </message>
    <message>
        <source>The measurement of this computer did not start.</source>
        <translation>Die Messung dieses Computers wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>Measuring this computer: %1 (size %2 of %3)</source>
        <translation>Messung dieses Computers: %1 (Größe %2 von %3)</translation>
    </message>
    <message>
        <source>The measurement of this computer was cancelled because the demo project was closed.</source>
        <translation>Die Messung dieses Computers wurde abgebrochen, weil das Demoprojekt geschlossen wurde.</translation>
    </message>
    <message>
        <source>the importer refused the stream; it is kept as dispatch %1.</source>
        <translation>der Import hat den Datenstrom abgelehnt; er bleibt als Auftrag %1 erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Measured this computer: %n message size(s), stored as an own run of no candidate.</source>
        <translation>
            <numerusform>Dieser Computer wurde gemessen: %n Nachrichtengröße, gespeichert als eigener Lauf ohne Kandidat.</numerusform>
            <numerusform>Dieser Computer wurde gemessen: %n Nachrichtengrößen, gespeichert als eigener Lauf ohne Kandidat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement of this computer was cancelled.</source>
        <translation>Die Messung dieses Computers wurde abgebrochen.</translation>
    </message>
    <message>
        <source>no result arrived.</source>
        <translation>es kam kein Ergebnis an.</translation>
    </message>
    <message>
        <source>The measurement of this computer failed: %1</source>
        <translation>Die Messung dieses Computers ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Measured on this computer (not a candidate's fabric)</source>
        <translation>Auf diesem Computer gemessen (nicht die Fabric eines Kandidaten)</translation>
    </message>
    <message numerus="yes">
        <source>A real measurement made when the demo project was built: fabric-agent bench, all_reduce over %n rank(s) through mpirun on this computer (%1), where the ranks talk through shared memory. It shows what the agent records; it measures this computer, not the fabric of any candidate, so it belongs to no candidate and counts for no offer.</source>
        <translation>
            <numerusform>Eine echte Messung beim Erstellen des Demoprojekts: fabric-agent bench, all_reduce über %n Rang mit mpirun auf diesem Computer (%1), wobei die Ränge über gemeinsamen Speicher kommunizieren. Sie zeigt, was der Agent aufzeichnet; sie misst diesen Computer, nicht die Fabric eines Kandidaten, gehört daher zu keinem Kandidaten und zählt für kein Angebot.</numerusform>
            <numerusform>Eine echte Messung beim Erstellen des Demoprojekts: fabric-agent bench, all_reduce über %n Ränge mit mpirun auf diesem Computer (%1), wobei die Ränge über gemeinsamen Speicher kommunizieren. Sie zeigt, was der Agent aufzeichnet; sie misst diesen Computer, nicht die Fabric eines Kandidaten, gehört daher zu keinem Kandidaten und zählt für kein Angebot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchLiveModel</name>
    <message>
        <source>in place</source>
        <translation>In-Place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>Out-of-Place</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>Avg (µs)</source>
        <translation>Mittel (µs)</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <source>Bus BW (GB/s)</source>
        <translation>Bus-BW (GB/s)</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Falsch</translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchPanel</name>
    <message>
        <source>Cancelling: stopping the job and its ranks…</source>
        <translation>Wird abgebrochen: Job und Ranks werden gestoppt…</translation>
    </message>
    <message>
        <source>This computer (local, 1 rank)</source>
        <translation>Dieser Computer (lokal, 1 Rank)</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <source>Connection Not Saved</source>
        <translation>Verbindung nicht gespeichert</translation>
    </message>
    <message>
        <source>Delete Connection</source>
        <translation>Verbindung löschen</translation>
    </message>
    <message>
        <source>elapsed %1, about %2 left</source>
        <translation>vergangen %1, noch etwa %2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>vergangen %1</translation>
    </message>
    <message>
        <source>Cannot Run</source>
        <translation>Ausführung nicht möglich</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut…</translation>
    </message>
    <message>
        <source>Deploying the agent (uploading and building it the first time)…</source>
        <translation>Agent wird bereitgestellt (beim ersten Mal hochgeladen und gebaut)…</translation>
    </message>
    <message>
        <source>Collecting the facts of every node…</source>
        <translation>Fakten aller Knoten werden gesammelt…</translation>
    </message>
    <message>
        <source>Running the benchmark…</source>
        <translation>Benchmark läuft…</translation>
    </message>
    <message>
        <source>size %1 of %2</source>
        <translation>Größe %1 von %2</translation>
    </message>
    <message>
        <source>Measuring %1…</source>
        <translation>%1 wird gemessen…</translation>
    </message>
    <message>
        <source>The run is not stored: no project is open for writing.</source>
        <translation>Der Lauf wird nicht gespeichert: Kein Projekt ist zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <source>Run Not Stored</source>
        <translation>Lauf nicht gespeichert</translation>
    </message>
    <message>
        <source>Run fabric-agent on this computer, or over SSH on a candidate cluster, where it is built against the cluster's own MPI and NCCL. Results arrive live and are stored in the project.</source>
        <translation>Führen Sie fabric-agent auf diesem Computer aus oder per SSH auf einem Kandidaten-Cluster, wo er gegen das MPI und NCCL des Clusters gebaut wird. Die Ergebnisse treffen live ein und werden im Projekt gespeichert.</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Re-trust Host Key…</source>
        <translation>Hostschlüssel erneut vertrauen…</translation>
    </message>
    <message>
        <source>Benchmark arguments:</source>
        <translation>Benchmark-Argumente:</translation>
    </message>
    <message>
        <source>Options of `fabric-agent bench`, as for nccl-tests: -b, -e, -f, -n, -w, --collective, --backend</source>
        <translation>Optionen von `fabric-agent bench`, wie bei nccl-tests: -b, -e, -f, -n, -w, --collective, --backend</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The run was cancelled because its project was closed; it is not stored.</source>
        <translation>Der Lauf wurde abgebrochen, weil sein Projekt geschlossen wurde; er wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>Die Kandidaten können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Edit connection %1</source>
        <translation>Verbindung %1 bearbeiten</translation>
    </message>
    <message>
        <source>Add connection %1</source>
        <translation>Verbindung %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete the connection "%1"? Runs made through it keep their results; Edit &gt; Undo brings the connection back.</source>
        <translation>Die Verbindung „%1“ löschen? Darüber gemachte Läufe behalten ihre Ergebnisse; Bearbeiten &gt; Rückgängig holt die Verbindung zurück.</translation>
    </message>
    <message>
        <source>Delete connection %1</source>
        <translation>Verbindung %1 löschen</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>Kopieren nach…</translation>
    </message>
    <message>
        <source>Copy this connection to another candidate</source>
        <translation>Diese Verbindung zu einem anderen Kandidaten kopieren</translation>
    </message>
    <message>
        <source>No candidate is chosen above: a run made here is stored, but counts for no offer until it is moved to one.</source>
        <translation>Oben ist kein Kandidat gewählt: Ein hier gestarteter Lauf wird gespeichert, zählt aber für kein Angebot, bis er einem zugeordnet wird.</translation>
    </message>
    <message numerus="yes">
        <source>Dispatch %1, started %2, did not end: the program stopped while it ran. The %n size(s) that had arrived are kept in the project as an interrupted dispatch, not as a benchmark run.</source>
        <translation>
            <numerusform>Die Ausführung %1, gestartet %2, wurde nicht beendet: Das Programm hielt an, während sie lief. Die %n bis dahin eingetroffene Größe bleibt im Projekt als unterbrochene Ausführung erhalten, nicht als Benchmark-Lauf.</numerusform>
            <numerusform>Die Ausführung %1, gestartet %2, wurde nicht beendet: Das Programm hielt an, während sie lief. Die %n bis dahin eingetroffenen Größen bleiben im Projekt als unterbrochene Ausführung erhalten, nicht als Benchmark-Lauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was cancelled because its project was closed; what had arrived stays in that project as interrupted dispatch %1.</source>
        <translation>Der Lauf wurde abgebrochen, weil sein Projekt geschlossen wurde; was bis dahin eingetroffen war, bleibt in jenem Projekt als unterbrochene Ausführung %1.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n message size(s) measured.</source>
        <translation>
            <numerusform>Fertig: %n Nachrichtengröße gemessen.</numerusform>
            <numerusform>Fertig: %n Nachrichtengrößen gemessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation>Auf %1:</translation>
    </message>
    <message>
        <source>Run the agent now?</source>
        <translation>Den Agenten jetzt ausführen?</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>Agent ausführen</translation>
    </message>
    <message>
        <source>Measured on this computer: the run is marked so and left out of the scores and the acceptance rate.</source>
        <translation>Auf diesem Computer gemessen: Der Lauf ist so gekennzeichnet und in den Bewertungen und der Abnahmerate nicht berücksichtigt.</translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchProfileDialog</name>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>e.g. ~/.ssh/id_ed25519</source>
        <translation>z. B. ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>[user@]host[:port], optional</source>
        <translation>[user@]host[:port], optional</translation>
    </message>
    <message>
        <source>Relative paths are below the remote home folder.</source>
        <translation>Relative Pfade liegen unterhalb des entfernten Home-Ordners.</translation>
    </message>
    <message>
        <source>One host name per line</source>
        <translation>Ein Hostname pro Zeile</translation>
    </message>
    <message>
        <source>The agent installed with the workbench</source>
        <translation>Der mit der Workbench installierte Agent</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Launcher:</source>
        <translation>Launcher:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Benutzer:</translation>
    </message>
    <message>
        <source>Identity:</source>
        <translation>Identität:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Jump host:</source>
        <translation>Jump-Host:</translation>
    </message>
    <message>
        <source>Remote work folder:</source>
        <translation>Entfernter Arbeitsordner:</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Node count (srun):</source>
        <translation>Knotenanzahl (srun):</translation>
    </message>
    <message>
        <source>Ranks per node:</source>
        <translation>Ranks pro Knoten:</translation>
    </message>
    <message>
        <source>Launcher arguments:</source>
        <translation>Launcher-Argumente:</translation>
    </message>
    <message>
        <source>Local agent:</source>
        <translation>Lokaler Agent:</translation>
    </message>
    <message>
        <source>No candidate</source>
        <translation>Kein Kandidat</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>Kandidat:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>An SSH keepalive message goes out this often; a link that stays silent for twice as long is given up, and the run is stored as interrupted.</source>
        <translation>In diesem Abstand wird eine SSH-Keepalive-Nachricht gesendet; eine Verbindung, die doppelt so lange stumm bleibt, wird aufgegeben, und der Lauf wird als unterbrochen gespeichert.</translation>
    </message>
    <message>
        <source>Keepalive interval:</source>
        <translation>Keepalive-Intervall:</translation>
    </message>
    <message>
        <source>This computer is a node of the candidate's cluster</source>
        <translation>Dieser Computer ist ein Knoten des Clusters des Kandidaten</translation>
    </message>
    <message>
        <source>Ask before each run</source>
        <translation>Vor jedem Lauf fragen</translation>
    </message>
    <message>
        <source>Without it, a run of the local launcher measures this computer, not the candidate's fabric: it is marked "this computer" and left out of the scores. With it, the host name the agent reports is checked against the hosts of the candidate's BOM.</source>
        <translation>Ohne diese Angabe misst ein Lauf mit dem lokalen Launcher diesen Computer, nicht die Fabric des Kandidaten: Er wird als „dieser Computer“ gekennzeichnet und in den Bewertungen nicht berücksichtigt. Mit ihr wird der vom Agenten gemeldete Hostname mit den Hosts der Stückliste des Kandidaten verglichen.</translation>
    </message>
</context>
<context>
    <name>fw::app::EvidencePage</name>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>fw::app::FaultResultsView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>before the fault</source>
        <translation>vor dem Fehler</translation>
    </message>
    <message>
        <source>during the fault</source>
        <translation>während des Fehlers</translation>
    </message>
    <message>
        <source>after the revert</source>
        <translation>nach der Rücknahme</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>No plan run chosen, or it has not run any step yet.</source>
        <translation>Kein Planlauf gewählt, oder er hat noch keinen Schritt ausgeführt.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). Every run completed.</source>
        <translation>
            <numerusform>%n Schritt. Jeder Lauf wurde abgeschlossen.</numerusform>
            <numerusform>%n Schritte. Jeder Lauf wurde abgeschlossen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). Runs that failed or were aborted are results of their step, marked in red.</source>
        <translation>
            <numerusform>%n Schritt. Fehlgeschlagene oder abgebrochene Läufe sind Ergebnisse ihres Schritts, rot markiert.</numerusform>
            <numerusform>%n Schritte. Fehlgeschlagene oder abgebrochene Läufe sind Ergebnisse ihres Schritts, rot markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (host %2)</source>
        <translation>%1 (Host %2)</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>the stream stopped without its end event</source>
        <translation>die Ausgabe endete ohne ihr end-Ereignis</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>no results</source>
        <translation>keine Ergebnisse</translation>
    </message>
    <message>
        <source>average bus bandwidth %1</source>
        <translation>mittlere Busbandbreite %1</translation>
    </message>
    <message>
        <source>%1 at %2: p99 %3, bus bandwidth %4</source>
        <translation>%1 bei %2: p99 %3, Busbandbreite %4</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Rücknahme</translation>
    </message>
    <message>
        <source>reverted (%1)</source>
        <translation>zurückgenommen (%1)</translation>
    </message>
    <message>
        <source>revert failed</source>
        <translation>Rücknahme fehlgeschlagen</translation>
    </message>
    <message>
        <source>no revert recorded</source>
        <translation>keine Rücknahme aufgezeichnet</translation>
    </message>
    <message>
        <source>the agent reverts by itself at the TTL (%1 s)</source>
        <translation>der Agent nimmt den Fehler nach Ablauf der TTL (%1 s) selbst zurück</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>nicht angewandt</translation>
    </message>
    <message>
        <source>the plan run has no fault record for this step</source>
        <translation>der Planlauf hat für diesen Schritt keinen Fehlereintrag</translation>
    </message>
    <message>
        <source>Benchmark %1</source>
        <translation>Benchmark %1</translation>
    </message>
    <message>
        <source>Impact during the fault</source>
        <translation>Auswirkung während des Fehlers</translation>
    </message>
    <message>
        <source>worst p99 %1</source>
        <translation>schlechtestes p99 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n size(s) compared</source>
        <translation>
            <numerusform>%n Größe verglichen</numerusform>
            <numerusform>%n Größen verglichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, In-place</translation>
    </message>
    <message>
        <source>p99 at %1</source>
        <translation>p99 bei %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Bus bandwidth at %1</source>
        <translation>Busbandbreite bei %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>no benchmark before the fault</source>
        <translation>kein Benchmark vor dem Fehler</translation>
    </message>
    <message>
        <source>no benchmark during the fault</source>
        <translation>kein Benchmark während des Fehlers</translation>
    </message>
    <message>
        <source>a benchmark has no results</source>
        <translation>ein Benchmark hat keine Ergebnisse</translation>
    </message>
    <message>
        <source>Recovery after the revert</source>
        <translation>Erholung nach der Rücknahme</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no revert time recorded</source>
        <translation>kein Zeitpunkt der Rücknahme aufgezeichnet</translation>
    </message>
    <message>
        <source>no benchmark ran after the revert</source>
        <translation>nach der Rücknahme lief kein Benchmark</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) observed</source>
        <translation>
            <numerusform>%n Lauf beobachtet</numerusform>
            <numerusform>%n Läufe beobachtet</numerusform>
        </translation>
    </message>
    <message>
        <source>p99 back within %1% of the baseline at every size; %2</source>
        <translation>p99 bei jeder Größe wieder innerhalb von %1 % der Basislinie; %2</translation>
    </message>
    <message>
        <source>not recovered within the observed window</source>
        <translation>im beobachteten Zeitraum nicht erholt</translation>
    </message>
    <message>
        <source>%1 s after the revert, %2; worst p99 at the last %3</source>
        <translation>%1 s nach der Rücknahme, %2; schlechtestes p99 beim letzten %3</translation>
    </message>
    <message>
        <source>Runs after the revert</source>
        <translation>Läufe nach der Rücknahme</translation>
    </message>
    <message numerus="yes">
        <source>%n without results</source>
        <translation>
            <numerusform>%n ohne Ergebnisse</numerusform>
            <numerusform>%n ohne Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage run</source>
        <translation>Speicherlauf</translation>
    </message>
    <message>
        <source>p50 %1, min %2, max %3</source>
        <translation>p50 %1, Min. %2, Max. %3</translation>
    </message>
    <message>
        <source>slowest rank %1</source>
        <translation>langsamster Rank %1</translation>
    </message>
    <message>
        <source>page cache: %1</source>
        <translation>Seitencache: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 per rank, %n repeat(s)</source>
        <translation>
            <numerusform>%1 pro Rank, %n Wiederholung</numerusform>
            <numerusform>%1 pro Rank, %n Wiederholungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong word(s) read back</source>
        <translation>
            <numerusform>%n falsches Wort zurückgelesen</numerusform>
            <numerusform>%n falsche Wörter zurückgelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Replay run</source>
        <translation>Replay-Lauf</translation>
    </message>
    <message>
        <source>Steps before the stop</source>
        <translation>Schritte vor dem Abbruch</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>p50 %1, p95 %2, p99 %3</source>
        <translation>p50 %1, p95 %2, p99 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), max %1</source>
        <translation>
            <numerusform>%n Schritt, Max. %1</numerusform>
            <numerusform>%n Schritte, Max. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>Mittel %1</translation>
    </message>
    <message>
        <source>p50 %1, min %2</source>
        <translation>p50 %1, Min. %2</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>p50 %1, max %2</source>
        <translation>p50 %1, Max. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n Checkpoint</numerusform>
            <numerusform>%n Checkpoints</numerusform>
        </translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>All-Reduce-Busbandbreite</translation>
    </message>
    <message>
        <source>all-reduce p50 %1</source>
        <translation>All-Reduce p50 %1</translation>
    </message>
    <message>
        <source>All-reduce check</source>
        <translation>All-Reduce-Prüfung</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong element(s)</source>
        <translation>
            <numerusform>%n falsches Element</numerusform>
            <numerusform>%n falsche Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>%1 s wall time; last output: %2</source>
        <translation>%1 s Laufzeit; letzte Ausgabe: %2</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Counter deltas</source>
        <translation>Zähleränderungen</translation>
    </message>
    <message>
        <source>Counter deltas (%1)</source>
        <translation>Zähleränderungen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n alarm(s)</source>
        <translation>
            <numerusform>%n Alarm</numerusform>
            <numerusform>%n Alarme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed</source>
        <translation>
            <numerusform>%n Zähler geändert</numerusform>
            <numerusform>%n Zähler geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Alarm: %1 on %2</source>
        <translation>Alarm: %1 auf %2</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1 per second, limit %2</source>
        <translation>%1 pro Sekunde, Grenze %2</translation>
    </message>
    <message>
        <source>+%1, limit %2</source>
        <translation>+%1, Grenze %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>zurückgesetzt</translation>
    </message>
    <message>
        <source>one snapshot only</source>
        <translation>nur ein Snapshot</translation>
    </message>
    <message>
        <source>a change needs a second snapshot</source>
        <translation>für eine Änderung braucht es einen zweiten Snapshot</translation>
    </message>
    <message>
        <source>Not included</source>
        <translation>Nicht enthalten</translation>
    </message>
    <message>
        <source>Processes killed</source>
        <translation>Beendete Prozesse</translation>
    </message>
    <message>
        <source>none: the kill did not happen</source>
        <translation>keine: Das Beenden fand nicht statt</translation>
    </message>
    <message>
        <source>the fault was reverted before its delayed kill</source>
        <translation>Die Störung wurde vor dem verzögerten Beenden zurückgenommen</translation>
    </message>
    <message>
        <source>when the fault was applied</source>
        <translation>beim Anwenden der Störung</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>Recovery after rank %1 was killed</source>
        <translation>Wiederherstellung nach Beenden von Rang %1</translation>
    </message>
    <message>
        <source>Counters on %1</source>
        <translation>Zähler auf %1</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) read</source>
        <translation>
            <numerusform>%n Zähler gelesen</numerusform>
            <numerusform>%n Zähler gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>replay before the fault</source>
        <translation>Replay vor der Störung</translation>
    </message>
    <message>
        <source>replay during the fault</source>
        <translation>Replay während der Störung</translation>
    </message>
    <message>
        <source>Replay under the fault</source>
        <translation>Replay unter der Störung</translation>
    </message>
    <message>
        <source>%1 s stalled of %2 s</source>
        <translation>%1 s Stillstand von %2 s</translation>
    </message>
    <message numerus="yes">
        <source>mean step %1 before the fault, %2 under it, %n step(s)</source>
        <translation>
            <numerusform>mittlerer Schritt %1 vor der Störung, %2 unter ihr, %n Schritt</numerusform>
            <numerusform>mittlerer Schritt %1 vor der Störung, %2 unter ihr, %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>the replay before or under the fault has no step times</source>
        <translation>das Replay vor oder unter der Störung hat keine Schrittzeiten</translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeat(s), as the cost model and the claim checks take it; p50 %1, max %2: from the kill until every rank had restored the last checkpoint; failure detection and the job's relaunch not included</source>
        <translation>
            <numerusform>Mittel aus %n Wiederholung, wie es das Kostenmodell und die Prüfung der Anbieterangaben verwenden; p50 %1, max. %2: vom Abbruch, bis alle Ranks den letzten Checkpoint wiederhergestellt hatten; Fehlererkennung und Neustart des Jobs nicht enthalten</numerusform>
            <numerusform>Mittel aus %n Wiederholungen, wie es das Kostenmodell und die Prüfung der Anbieterangaben verwenden; p50 %1, max. %2: vom Abbruch, bis alle Ranks den letzten Checkpoint wiederhergestellt hatten; Fehlererkennung und Neustart des Jobs nicht enthalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Reaches</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>touched the fabric</source>
        <translation>hat die Fabric getroffen</translation>
    </message>
    <message>
        <source>did not touch the fabric's RDMA path</source>
        <translation>hat den RDMA-Pfad der Fabric nicht getroffen</translation>
    </message>
    <message>
        <source>Bad node</source>
        <translation>Fehlerhafter Knoten</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>The step ended before its search was stored.</source>
        <translation>Der Schritt endete, bevor seine Suche gespeichert wurde.</translation>
    </message>
    <message>
        <source>not one node</source>
        <translation>nicht ein einzelner Knoten</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keiner gefunden</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>auf %1: %2</translation>
    </message>
    <message>
        <source>on %1: %2 against %3</source>
        <translation>auf %1: %2 gegenüber %3</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>Measured on this computer, not on a candidate's fabric: left out of the scores</source>
        <translation>Auf diesem Computer gemessen, nicht auf der Fabric eines Kandidaten: nicht in den Bewertungen</translation>
    </message>
    <message numerus="yes">
        <source>Steps that ran on this computer (%n) measured this computer, not a candidate's fabric: the scores leave them out.</source>
        <translation>
            <numerusform>Schritte, die auf diesem Computer liefen (%n), haben diesen Computer gemessen, nicht die Fabric eines Kandidaten: die Bewertungen lassen sie aus.</numerusform>
            <numerusform>Schritte, die auf diesem Computer liefen (%n), haben diesen Computer gemessen, nicht die Fabric eines Kandidaten: die Bewertungen lassen sie aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Nicht verdeckte Kommunikation</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2</source>
        <translation>p50 %1, p99 %2</translation>
    </message>
    <message>
        <source>the step's time minus its compute (p50 %1)</source>
        <translation>Zeit des Schritts abzüglich seiner Rechenzeit (p50 %1)</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>Anfragelatenz</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2, p99.9 %3</source>
        <translation>p50 %1, p99 %2, p99,9 %3</translation>
    </message>
    <message>
        <source>from when each batch was due, %1 batches/s arriving</source>
        <translation>ab Fälligkeit jedes Stapels, %1 Stapel/s treffen ein</translation>
    </message>
    <message>
        <source>Collective %1 (%2)</source>
        <translation>Kollektiv %1 (%2)</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2 per step</source>
        <translation>p50 %1, p99 %2 je Schritt</translation>
    </message>
    <message>
        <source>Beside another job</source>
        <translation>Neben einem anderen Job</translation>
    </message>
    <message>
        <source>p99 × %1</source>
        <translation>p99 × %1</translation>
    </message>
    <message numerus="yes">
        <source>request latency p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>Anfragelatenz p99 allein %1, neben dem anderen Job %2, der währenddessen %n Schritt ausführte</numerusform>
            <numerusform>Anfragelatenz p99 allein %1, neben dem anderen Job %2, der währenddessen %n Schritte ausführte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>step time p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>Schrittzeit p99 allein %1, neben dem anderen Job %2, der währenddessen %n Schritt ausführte</numerusform>
            <numerusform>Schrittzeit p99 allein %1, neben dem anderen Job %2, der währenddessen %n Schritte ausführte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::FaultsPage</name>
    <message>
        <source>No candidate</source>
        <translation>Kein Kandidat</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>Die Kandidaten können nicht gelesen werden</translation>
    </message>
    <message>
        <source>This computer (local launcher)</source>
        <translation>Dieser Computer (lokaler Start)</translation>
    </message>
    <message>
        <source>Cannot read the connections</source>
        <translation>Die Verbindungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>An acceptance plan runs baseline sweeps, faults, storage, workload replay and counter reads as one job over the chosen connection. A fault is applied on its node with a time-to-live and a lease, held while the benchmark runs, and reverted before the next step; should the workbench or its connection die, the node reverts it by itself. Connections are edited on the Benchmarks page, under Run the Agent.</source>
        <translation>Ein Abnahmeplan führt Referenzmessungen, Störungen, Speichertests, Workload-Replay und Zählerabfragen als einen Auftrag über die gewählte Verbindung aus. Eine Störung wird auf ihrem Knoten mit Lebensdauer und Lease gesetzt, während des Benchmarks gehalten und vor dem nächsten Schritt zurückgenommen; bricht die Workbench oder ihre Verbindung ab, nimmt der Knoten sie selbst zurück. Verbindungen werden auf der Seite Benchmarks unter „Agent ausführen“ bearbeitet.</translation>
    </message>
    <message>
        <source>&amp;Candidate:</source>
        <translation>&amp;Kandidat:</translation>
    </message>
    <message>
        <source>C&amp;onnection:</source>
        <translation>&amp;Verbindung:</translation>
    </message>
    <message>
        <source>Cannot read the workload</source>
        <translation>Die Arbeitslast kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>No Workload to Plan From</source>
        <translation>Keine Arbeitslast für einen Plan</translation>
    </message>
    <message>
        <source>The workload described on the Triage step cannot be laid out as it says; its problems are listed there.</source>
        <translation>Die im Schritt „Erstbewertung“ beschriebene Arbeitslast lässt sich nicht so aufteilen, wie sie angibt; ihre Probleme sind dort aufgeführt.</translation>
    </message>
    <message>
        <source>Describe the workload on the Triage step first: its model, batch, precision and parallelism make the plan.</source>
        <translation>Beschreiben Sie zuerst die Arbeitslast im Schritt „Erstbewertung“: Modell, Batch, Genauigkeit und Parallelisierung bestimmen den Plan.</translation>
    </message>
</context>
<context>
    <name>fw::app::Guide</name>
    <message>
        <source>Add one candidate per supplier offer: supplier, offer name, fabric and node count. Every run, answer and cost belongs to a candidate; the toolbar adds, copies and deletes them.</source>
        <translation>Legen Sie für jedes Angebot eines Anbieters einen Kandidaten an: Anbieter, Angebotsname, Fabric und Knotenzahl. Jeder Lauf, jede Antwort und jede Kostenangabe gehört zu einem Kandidaten; die Werkzeugleiste fügt Kandidaten hinzu, kopiert und löscht sie.</translation>
    </message>
    <message>
        <source>Record the test bill of materials each supplier declares: adapters, switches, firmware, NCCL and driver versions, MTU. Facts the agent reads on the cluster are compared with it, and a change marks the runs that need a re-test.</source>
        <translation>Erfassen Sie die Test-Stückliste, die jeder Anbieter angibt: Adapter, Switches, Firmware, NCCL- und Treiberversionen, MTU. Die Fakten, die der Agent auf dem Cluster liest, werden damit verglichen, und eine Änderung markiert die Läufe, die erneut getestet werden müssen.</translation>
    </message>
    <message>
        <source>Send each supplier the ten questions of its fabric and record the answers with evidence. Vague answers are flagged; a figure in an answer can be linked to your own runs or plan steps and is checked against them. The other tabs hold the operating model and the official sources.</source>
        <translation>Schicken Sie jedem Anbieter die zehn Fragen zu seiner Fabric und erfassen Sie die Antworten mit Nachweisen. Vage Antworten werden markiert; eine Zahl in einer Antwort lässt sich mit eigenen Läufen oder Planschritten verknüpfen und wird gegen sie geprüft. Die anderen Registerkarten enthalten das Betriebsmodell und die offiziellen Quellen.</translation>
    </message>
    <message>
        <source>Import the suppliers' benchmark logs (nccl-tests, OSU, perftest) as claims, or run the agent on a candidate's cluster over SSH: it measures every iteration on every rank and the results stream in live. Drop log files on the window to import them.</source>
        <translation>Importieren Sie die Benchmark-Logs der Anbieter (nccl-tests, OSU, perftest) als Anbieterangaben, oder führen Sie den Agenten per SSH auf dem Cluster eines Kandidaten aus: Er misst jede Iteration auf jedem Rank, und die Ergebnisse kommen live herein. Log-Dateien, die Sie auf das Fenster ziehen, werden importiert.</translation>
    </message>
    <message>
        <source>Build an acceptance plan: a baseline, faults (link down, degraded link, node removal, storage bursts), storage and workload replay, counter reads. Run it on a candidate; every fault is reverted, and the recovery and the slowdown are measured.</source>
        <translation>Stellen Sie einen Abnahmeplan zusammen: eine Basismessung, Fehler (Link aus, gedrosselter Link, Knotenausfall, Speicherlast), Speicher- und Workload-Replay, Zählerabfragen. Führen Sie ihn für einen Kandidaten aus; jeder Fehler wird zurückgenommen, und Wiederherstellung und Verlangsamung werden gemessen.</translation>
    </message>
    <message>
        <source>Read the fabric counters of a node before and after a test, and see which errors, drops or congestion signals changed and whether they cross an alarm threshold.</source>
        <translation>Lesen Sie die Fabric-Zähler eines Knotens vor und nach einem Test und sehen Sie, welche Fehler, Verwerfungen oder Überlastsignale sich geändert haben und ob sie eine Alarmschwelle überschreiten.</translation>
    </message>
    <message>
        <source>Compare the candidates side by side: tail latency (p50, p95, p99) and bus bandwidth by message size, own measurements beside suppliers' claims, the fault timeline and the checked claims.</source>
        <translation>Vergleichen Sie die Kandidaten nebeneinander: Tail-Latenz (p50, p95, p99) und Busbandbreite nach Nachrichtengröße, eigene Messungen neben Anbieterangaben, die Fehler-Zeitleiste und die geprüften Angaben.</translation>
    </message>
    <message>
        <source>Enter the cost inputs per candidate: prices, power, support, staff and the cost of waste. Measured figures (acceptance rate, recovery, stalls) are filled in from the runs and marked as measured; the chart shows which input moves the cost most.</source>
        <translation>Geben Sie die Kosteneingaben je Kandidat ein: Preise, Strom, Support, Personal und die Kosten von Verlusten. Gemessene Werte (Abnahmequote, Wiederherstellung, Stillstände) werden aus den Läufen übernommen und als gemessen markiert; das Diagramm zeigt, welche Eingabe die Kosten am stärksten bewegt.</translation>
    </message>
    <message>
        <source>Weight the criteria and read the scores: latency, bandwidth, fault behaviour, counters health, questionnaire and cost are computed from the evidence, each with its source. A typed score overrides one with a reason.</source>
        <translation>Gewichten Sie die Kriterien und lesen Sie die Bewertungen: Latenz, Bandbreite, Fehlerverhalten, Zählerzustand, Fragebogen und Kosten werden aus den Nachweisen berechnet, jeweils mit Quelle. Eine eingegebene Bewertung ersetzt eine berechnete, mit Begründung.</translation>
    </message>
    <message>
        <source>Export the procurement report as PDF or HTML in English, German or Japanese. Every figure says whether it was measured, quoted by the supplier or typed, and where it came from.</source>
        <translation>Exportieren Sie den Beschaffungsbericht als PDF oder HTML auf Englisch, Deutsch oder Japanisch. Jede Zahl sagt, ob sie gemessen, vom Anbieter angegeben oder eingegeben wurde, und woher sie stammt.</translation>
    </message>
    <message>
        <source>Answer the first-decision questions, the model-API check and the workload profile. The recommendation says whether to test InfiniBand, RoCE or both, or to compare a managed model API first. Describe your own workload (model, batch, precision, parallelism, nodes) to see which collectives one training step makes and which dominates.</source>
        <translation>Beantworten Sie die Fragen zur ersten Entscheidung, die Modell-API-Prüfung und das Workload-Profil. Die Empfehlung sagt, ob InfiniBand, RoCE oder beide getestet werden sollten oder ob zuerst eine verwaltete Modell-API zu vergleichen ist. Beschreiben Sie Ihre eigene Workload (Modell, Batch, Genauigkeit, Parallelität, Knoten), um zu sehen, welche kollektiven Operationen ein Trainingsschritt ausführt und welche überwiegt.</translation>
    </message>
</context>
<context>
    <name>fw::app::ImportController</name>
    <message>
        <source>%1: not imported; the import was cancelled or the project was closed.</source>
        <translation>%1: nicht importiert; der Import wurde abgebrochen oder das Projekt geschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>Import %1 (%n run(s))</source>
        <translation>
            <numerusform>%1 importieren (%n Lauf)</numerusform>
            <numerusform>%1 importieren (%n Läufe)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::LogImport</name>
    <message>
        <source>%1: the import stopped (%2); nothing of the file was stored.</source>
        <translation>%1: Der Import wurde abgebrochen (%2); nichts aus der Datei wurde gespeichert.</translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
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
    <message>
        <source>&amp;Import Benchmark Logs...</source>
        <translation>Benchmark-Protokolle &amp;importieren...</translation>
    </message>
    <message>
        <source>Reverting the held fault and stopping the plan…</source>
        <translation>Die gehaltene Störung wird zurückgenommen und der Plan angehalten …</translation>
    </message>
    <message>
        <source>Stopping the running job…</source>
        <translation>Der laufende Job wird angehalten …</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Ctrl+1 to Ctrl+0 go to the steps, Ctrl+I imports logs, F5 runs the agent, F1 shows the help of the current step. The documents in the docs folder describe every part in detail.</source>
        <translation>Strg+1 bis Strg+0 wechseln zu den Schritten, Strg+I importiert Logs, F5 führt den Agenten aus, F1 zeigt die Hilfe zum aktuellen Schritt. Die Dokumente im Ordner docs beschreiben jeden Teil ausführlich.</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>Hilfe: %1</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Help for This &amp;Step</source>
        <translation>Hilfe zu diesem &amp;Schritt</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Run the Agent</source>
        <translation>Agenten aus&amp;führen</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>This is the demo project, filled with example data for trying the workbench: the candidates, answers and costs are invented, the suppliers' claims are real logs published for other clusters (each run names its source), and the plan runs are example results. None of it is a real offer.</source>
        <translation>Dies ist das Demoprojekt mit Beispieldaten zum Ausprobieren: Kandidaten, Antworten und Kosten sind erfunden, die Anbieterangaben sind echte, für andere Cluster veröffentlichte Logs (jeder Lauf nennt seine Quelle), und die Planläufe sind Beispielergebnisse. Nichts davon ist ein echtes Angebot.</translation>
    </message>
    <message>
        <source>Example data; all changes saved</source>
        <translation>Beispieldaten; alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop measuring this computer</source>
        <translation>Messung dieses Computers beenden</translation>
    </message>
    <message>
        <source>View &gt; Message History keeps every message.</source>
        <translation>Ansicht &gt; Meldungsverlauf bewahrt jede Meldung auf.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Message History</source>
        <translation>&amp;Meldungsverlauf</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a Go menu entry past the tenth: its number and name</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>fw::app::MessageHistory</name>
    <message>
        <source>No messages yet.</source>
        <translation>Noch keine Meldungen.</translation>
    </message>
    <message>
        <source>Message History</source>
        <translation>Meldungsverlauf</translation>
    </message>
</context>
<context>
    <name>fw::app::NewProjectDialog</name>
    <message>
        <source>New Procurement</source>
        <translation>Neue Beschaffung</translation>
    </message>
    <message>
        <source>One project file holds one procurement. Its name and the buyer's organisation are shown in the window's title, on the start page and on the report's title page.</source>
        <translation>Eine Projektdatei enthält eine Beschaffung. Ihr Name und die Organisation des Käufers erscheinen im Fenstertitel, auf der Startseite und auf dem Titelblatt des Berichts.</translation>
    </message>
    <message>
        <source>e.g. Training cluster fabric 2027</source>
        <translation>z. B. Fabric Trainingscluster 2027</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Wählen...</translation>
    </message>
    <message>
        <source>Procurement &amp;name:</source>
        <translation>&amp;Name der Beschaffung:</translation>
    </message>
    <message>
        <source>Buyer's &amp;organisation:</source>
        <translation>&amp;Organisation des Käufers:</translation>
    </message>
    <message>
        <source>Project &amp;file:</source>
        <translation>Projekt&amp;datei:</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it with the new, empty project?</source>
        <translation>%1 existiert bereits. Durch das neue, leere Projekt ersetzen?</translation>
    </message>
    <message>
        <source>Project File</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Fabric Workbench projects (*.fabwb)</source>
        <translation>Fabric-Workbench-Projekte (*.fabwb)</translation>
    </message>
</context>
<context>
    <name>fw::app::Pages</name>
    <message>
        <source>Triage</source>
        <translation>Erstbewertung</translation>
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
        <source>Questionnaires</source>
        <translation>Fragebögen</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <source>Faults &amp; Replay</source>
        <translation>Fehler &amp; Replay</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: to do</source>
        <translation>%1: zu erledigen</translation>
    </message>
    <message>
        <source>Still missing:</source>
        <translation>Es fehlt noch:</translation>
    </message>
</context>
<context>
    <name>fw::app::PlanEditor</name>
    <message>
        <source>the connection's host</source>
        <translation>dem Host der Verbindung</translation>
    </message>
    <message numerus="yes">
        <source>bench %1, %n time(s)</source>
        <translation>
            <numerusform>bench %1, %n-mal</numerusform>
            <numerusform>bench %1, %n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1: fault apply %2 (TTL %3 s, lease %4 s); bench %5 before, during and until p99 is within %6% again (at most %7 s)</source>
        <translation>auf %1: fault apply %2 (TTL %3 s, Lease %4 s); bench %5 vorher, währenddessen und bis p99 wieder innerhalb von %6 % liegt (höchstens %7 s)</translation>
    </message>
    <message>
        <source>storage %1</source>
        <translation>storage %1</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>replay %1</translation>
    </message>
    <message>
        <source>on %1: counters snapshot</source>
        <translation>auf %1: counters snapshot</translation>
    </message>
    <message>
        <source>The JSON text is not a plan the form can show; the problem is named below.</source>
        <translation>Der JSON-Text ist kein Plan, den das Formular zeigen kann; das Problem steht unten.</translation>
    </message>
    <message>
        <source>The plan has no steps yet: add one.</source>
        <translation>Der Plan hat noch keine Schritte: Fügen Sie einen hinzu.</translation>
    </message>
    <message>
        <source>Choose a step in the list to edit it.</source>
        <translation>Wählen Sie einen Schritt in der Liste, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>Replace the Plan</source>
        <translation>Plan ersetzen</translation>
    </message>
    <message>
        <source>Replace the plan in the editor with the standard plan?</source>
        <translation>Den Plan im Editor durch den Standardplan ersetzen?</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>Pläne (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>Plans (*.json)</source>
        <translation>Pläne (*.json)</translation>
    </message>
    <message>
        <source>Cannot Save the Plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The plan: edit the chosen step in the form, or the whole plan as JSON; the two stay the same. Each step's arguments go to fabric-agent unchanged; Standard Plan loads an example to edit.</source>
        <translation>Der Plan: Bearbeiten Sie den gewählten Schritt im Formular oder den ganzen Plan als JSON; beide bleiben gleich. Die Argumente jedes Schritts gehen unverändert an fabric-agent; „Standardplan“ lädt ein Beispiel zum Bearbeiten.</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Formular</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>Plan&amp;name:</translation>
    </message>
    <message>
        <source>The kind of step Add Step inserts after the chosen one.</source>
        <translation>Die Art des Schritts, den „Schritt hinzufügen“ nach dem gewählten einfügt.</translation>
    </message>
    <message>
        <source>&amp;Add Step</source>
        <translation>Schritt &amp;hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move U&amp;p</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Standard Plan</source>
        <translation>Standardplan</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What runs</source>
        <translation>Was läuft</translation>
    </message>
    <message>
        <source>on halves of %1: bench %2, down to the node whose runs miss by more than %3%</source>
        <translation>auf Hälften von %1: bench %2, bis zu dem Knoten, dessen Läufe um mehr als %3% zurückbleiben</translation>
    </message>
    <message>
        <source>the connection's nodes</source>
        <translation>den Knoten der Verbindung</translation>
    </message>
    <message>
        <source>Replace the plan in the editor with the plan made from the workload?</source>
        <translation>Den Plan im Editor durch den aus der Arbeitslast erstellten Plan ersetzen?</translation>
    </message>
    <message>
        <source>Plan from &amp;Workload</source>
        <translation>Plan aus &amp;Arbeitslast</translation>
    </message>
    <message>
        <source>A plan made from the workload described on the Triage step: sweeps of its collectives at their sizes and the replay of its step, alone and under each fault.</source>
        <translation>Ein Plan aus der im Schritt „Erstbewertung“ beschriebenen Arbeitslast: Messreihen ihrer Kollektive in ihren Größen und das Replay ihres Schritts, allein und unter jeder Störung.</translation>
    </message>
</context>
<context>
    <name>fw::app::PlanRunPanel</name>
    <message>
        <source>benchmark before the fault</source>
        <translation>Benchmark vor der Störung</translation>
    </message>
    <message>
        <source>benchmark during the fault</source>
        <translation>Benchmark während der Störung</translation>
    </message>
    <message>
        <source>benchmark after the revert</source>
        <translation>Benchmark nach der Rücknahme</translation>
    </message>
    <message>
        <source>fault applied and held</source>
        <translation>Störung gesetzt und gehalten</translation>
    </message>
    <message>
        <source>counters before the fault</source>
        <translation>Zähler vor der Störung</translation>
    </message>
    <message>
        <source>counter delta over the fault</source>
        <translation>Zählerdifferenz über die Störung</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Cancelling; a held fault is reverted first…</source>
        <translation>Wird abgebrochen; eine gehaltene Störung wird zuerst zurückgenommen …</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>host key unknown</source>
        <translation>Hostschlüssel unbekannt</translation>
    </message>
    <message>
        <source>host key refused</source>
        <translation>Hostschlüssel abgelehnt</translation>
    </message>
    <message>
        <source>Cannot Run</source>
        <translation>Start nicht möglich</translation>
    </message>
    <message>
        <source>Open a project first.</source>
        <translation>Öffnen Sie zuerst ein Projekt.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut …</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Results Not Stored</source>
        <translation>Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;Run Plan</source>
        <translation>Plan &amp;ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>replay before the fault</source>
        <translation>Replay vor der Störung</translation>
    </message>
    <message>
        <source>replay during the fault</source>
        <translation>Replay während der Störung</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>ohne Namen</translation>
    </message>
    <message>
        <source>Run the Plan</source>
        <translation>Plan ausführen</translation>
    </message>
    <message>
        <source>Run the plan now?</source>
        <translation>Den Plan jetzt ausführen?</translation>
    </message>
    <message numerus="yes">
        <source>Plan: %1, %n step(s)</source>
        <translation>
            <numerusform>Plan: %1, %n Schritt</numerusform>
            <numerusform>Plan: %1, %n Schritte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::PlanStepEditor</name>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>No step</source>
        <translation>Kein Schritt</translation>
    </message>
    <message>
        <source>Fault arguments:</source>
        <translation>Störungsargumente:</translation>
    </message>
    <message>
        <source>Storage arguments:</source>
        <translation>Speicherargumente:</translation>
    </message>
    <message>
        <source>Replay arguments:</source>
        <translation>Replay-Argumente:</translation>
    </message>
    <message>
        <source>Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20.</source>
        <translation>Optionen von fabric-agent replay, z. B. --steps 20 --compute-ms 20.</translation>
    </message>
    <message>
        <source>Benchmark arguments: a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>Benchmark-Argumente: Ein Anführungszeichen ist nicht geschlossen; der Plan behält die letzten vollständigen Argumente.</translation>
    </message>
    <message>
        <source>%1 a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>%1 Ein Anführungszeichen ist nicht geschlossen; der Plan behält die letzten vollständigen Argumente.</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Bezeichnung:</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Benchmark arguments:</source>
        <translation>Benchmark-Argumente:</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Time-to-live:</source>
        <translation>Lebensdauer:</translation>
    </message>
    <message>
        <source>Lease:</source>
        <translation>Lease:</translation>
    </message>
    <message>
        <source>Recovered within:</source>
        <translation>Erholt innerhalb von:</translation>
    </message>
    <message>
        <source>Look for recovery for:</source>
        <translation>Erholung prüfen für:</translation>
    </message>
    <message>
        <source>A name for the step in results and reports</source>
        <translation>Ein Name für den Schritt in Ergebnissen und Berichten</translation>
    </message>
    <message>
        <source>The connection's own host</source>
        <translation>Der Host der Verbindung selbst</translation>
    </message>
    <message>
        <source>e.g. -b 8 -e 4M -f 4 -n 50</source>
        <translation>z. B. -b 8 -e 4M -f 4 -n 50</translation>
    </message>
    <message>
        <source>How many times the benchmark runs.</source>
        <translation>Wie oft der Benchmark läuft.</translation>
    </message>
    <message>
        <source>Options of fabric-agent bench. Words are split at spaces; quote a word that contains spaces.</source>
        <translation>Optionen von fabric-agent bench. Wörter werden an Leerzeichen getrennt; ein Wort mit Leerzeichen in Anführungszeichen setzen.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The node reverts the fault by itself after this time, whatever happens to the workbench.</source>
        <translation>Nach dieser Zeit nimmt der Knoten die Störung selbst zurück, was auch immer mit der Workbench geschieht.</translation>
    </message>
    <message>
        <source>The node reverts the fault this long after the workbench stops renewing it, e.g. when the connection is lost.</source>
        <translation>So lange, nachdem die Workbench die Störung nicht mehr erneuert (z. B. weil die Verbindung abbrach), nimmt der Knoten sie zurück.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The link counts as recovered when every message size's p99 latency is within this much of the run before the fault.</source>
        <translation>Die Verbindung gilt als erholt, wenn die p99-Latenz jeder Nachrichtengröße höchstens so weit vom Lauf vor der Störung abweicht.</translation>
    </message>
    <message>
        <source>How long after the revert the benchmark keeps running to see the link recover.</source>
        <translation>Wie lange der Benchmark nach der Rücknahme weiterläuft, um die Erholung der Verbindung zu sehen.</translation>
    </message>
    <message>
        <source>Options of fabric-agent storage, e.g. --path /scratch/test --size 64M; --kill-rank 1 also measures the recovery after rank 1 dies mid-checkpoint.</source>
        <translation>Optionen von fabric-agent storage, z. B. --path /scratch/test --size 64M; --kill-rank 1 misst zusätzlich die Wiederherstellung, nachdem Rang 1 mitten im Checkpoint ausfällt.</translation>
    </message>
    <message>
        <source>The SSH name of the host the step concerns, reached through the connection's host. A counters step with * reads every node of the connection.</source>
        <translation>Der SSH-Name des Hosts, den der Schritt betrifft; erreicht über den Host der Verbindung. Ein Zählerschritt mit * liest jeden Knoten der Verbindung.</translation>
    </message>
    <message>
        <source>Options of fabric-agent fault apply, e.g. --kind link-down --interface ib0. The time-to-live and lease fields set --ttl and --lease; a node-remove needs --after-sizes N, which strikes the benchmark once it has measured N sizes.</source>
        <translation>Optionen von fabric-agent fault apply, z. B. --kind link-down --interface ib0. Die Felder Lebensdauer und Lease setzen --ttl und --lease; ein node-remove braucht --after-sizes N und trifft den Benchmark, sobald dieser N Größen gemessen hat.</translation>
    </message>
    <message>
        <source>Replay during the fault: a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>Replay während der Störung: Ein Anführungszeichen ist nicht geschlossen; der Plan behält die letzten vollständigen Argumente.</translation>
    </message>
    <message>
        <source>Replay during the fault:</source>
        <translation>Replay während der Störung:</translation>
    </message>
    <message>
        <source>None: no stalled time is measured</source>
        <translation>Keines: Es wird keine Stillstandszeit gemessen</translation>
    </message>
    <message>
        <source>Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20. The replay runs before the fault and again while it is held; how much slower its steps are under the fault is the stalled time of the cost model.</source>
        <translation>Optionen von fabric-agent replay, z. B. --steps 20 --compute-ms 20. Das Replay läuft vor der Störung und noch einmal, während sie gehalten wird; um wie viel langsamer seine Schritte unter der Störung sind, ist die Stillstandszeit des Kostenmodells.</translation>
    </message>
    <message>
        <source>Nodes: a quote is not closed; the plan keeps the last complete list.</source>
        <translation>Knoten: Ein Anführungszeichen ist nicht geschlossen; der Plan behält die letzte vollständige Liste.</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>Suche nach dem fehlerhaften Knoten</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Misses when slower by:</source>
        <translation>Zurück, wenn langsamer um:</translation>
    </message>
    <message>
        <source>Bus bandwidth floor:</source>
        <translation>Untergrenze der Busbandbreite:</translation>
    </message>
    <message>
        <source>Every node of the connection</source>
        <translation>Alle Knoten der Verbindung</translation>
    </message>
    <message>
        <source>The nodes to search, at least 4, separated by spaces, as the launcher names them. The benchmark runs on halves of them, then on smaller parts of the half that misses.</source>
        <translation>Die zu durchsuchenden Knoten, mindestens 4, durch Leerzeichen getrennt, so benannt wie vom Launcher. Der Benchmark läuft auf deren Hälften, dann auf kleineren Teilen der Hälfte, die zurückbleibt.</translation>
    </message>
    <message>
        <source>A run misses when its bus bandwidth at the largest size is lower by more than this than the run it is compared with: the better half, the good half, or two known-good nodes.</source>
        <translation>Ein Lauf bleibt zurück, wenn seine Busbandbreite bei der größten Größe um mehr als diesen Anteil unter der des Vergleichslaufs liegt: der besseren Hälfte, der guten Hälfte oder zweier bekannt guter Knoten.</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>A run also misses below this bus bandwidth, so that both halves can miss: then the fault is not one node. None: runs are only compared with each other.</source>
        <translation>Ein Lauf bleibt auch unter dieser Busbandbreite zurück, sodass beide Hälften zurückbleiben können: Dann liegt der Fehler nicht an einem Knoten. Keine: Läufe werden nur miteinander verglichen.</translation>
    </message>
</context>
<context>
    <name>fw::app::ProjectContext</name>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
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
        <source>SSH Host Key</source>
        <translation>SSH-Hostschlüssel</translation>
    </message>
    <message>
        <source>Replace the stored host key of %1?</source>
        <translation>Den gespeicherten Hostschlüssel von %1 ersetzen?</translation>
    </message>
    <message>
        <source>Trust the host %1?</source>
        <translation>Dem Host %1 vertrauen?</translation>
    </message>
    <message>
        <source>The server now presents a different key. Replace the stored key only if the cluster's administrators confirm that this fingerprint is the server's new key; otherwise someone may be intercepting the connection.</source>
        <translation>Der Server legt jetzt einen anderen Schlüssel vor. Ersetzen Sie den gespeicherten Schlüssel nur, wenn die Administratoren des Clusters bestätigen, dass dieser Fingerabdruck der neue Schlüssel des Servers ist; andernfalls könnte jemand die Verbindung abfangen.</translation>
    </message>
    <message>
        <source>This host is not known yet. Compare the fingerprint with the one the cluster's administrators publish before trusting it.</source>
        <translation>Dieser Host ist noch nicht bekannt. Vergleichen Sie den Fingerabdruck mit dem von den Administratoren des Clusters veröffentlichten, bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Replace Key</source>
        <translation>Schlüssel ersetzen</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>Vertrauen</translation>
    </message>
    <message>
        <source>Key Passphrase</source>
        <translation>Schlüssel-Passphrase</translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation>Passphrase für %1:</translation>
    </message>
    <message>
        <source>Stop the Running Job?</source>
        <translation>Laufenden Job anhalten?</translation>
    </message>
    <message>
        <source>An acceptance plan is running and may be holding a fault on a node. Stop the plan and close the window?</source>
        <translation>Ein Abnahmeplan läuft und hält möglicherweise eine Störung auf einem Knoten. Plan anhalten und Fenster schließen?</translation>
    </message>
    <message>
        <source>An agent job is still running. Stop it and close the window?</source>
        <translation>Ein Agent-Job läuft noch. Job anhalten und Fenster schließen?</translation>
    </message>
    <message>
        <source>The fault is reverted first; the window closes when the plan has stopped. What ran so far stays in the project.</source>
        <translation>Die Störung wird zuerst zurückgenommen; das Fenster schließt sich, sobald der Plan angehalten ist. Was bisher gelaufen ist, bleibt im Projekt.</translation>
    </message>
    <message>
        <source>The window closes when the job has stopped. What it measured so far stays in the project.</source>
        <translation>Das Fenster schließt sich, sobald der Job angehalten ist. Was er bisher gemessen hat, bleibt im Projekt.</translation>
    </message>
    <message>
        <source>Stop and Close</source>
        <translation>Anhalten und schließen</translation>
    </message>
    <message>
        <source>Import What Can Be Read</source>
        <translation>Importieren, was lesbar ist</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>Agent ausführen</translation>
    </message>
    <message>
        <source>Don't ask again for this connection</source>
        <translation>Für diese Verbindung nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>fw::app::QuestionnaireModel</name>
    <message>
        <source>%1 (numbers)</source>
        <translation>%1 (Zahlen)</translation>
    </message>
    <message>
        <source>Set by the reviewer: %1</source>
        <translation>Vom Prüfer gesetzt: %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Supplier's answer</source>
        <translation>Antwort des Anbieters</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Red flags</source>
        <translation>Warnsignale</translation>
    </message>
    <message>
        <source>Question %1: "%2" is not a status.</source>
        <translation>Frage %1: „%2“ ist kein Status.</translation>
    </message>
    <message>
        <source>Answer question %1</source>
        <translation>Frage %1 beantworten</translation>
    </message>
    <message>
        <source>Set status of question %1</source>
        <translation>Status von Frage %1 festlegen</translation>
    </message>
    <message>
        <source>Attach %1 to question %2</source>
        <translation>%1 an Frage %2 anhängen</translation>
    </message>
    <message>
        <source>Remove evidence from question %1</source>
        <translation>Beleg von Frage %1 entfernen</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>Planlauf %1, Schritt %2</translation>
    </message>
    <message>
        <source>Link evidence to question %1</source>
        <translation>Nachweise mit Frage %1 verknüpfen</translation>
    </message>
</context>
<context>
    <name>fw::app::QuestionnairesPage</name>
    <message>
        <source>Paste not accepted</source>
        <translation>Einfügen nicht übernommen</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>Attach evidence</source>
        <translation>Beleg anhängen</translation>
    </message>
    <message>
        <source>Add a link as evidence</source>
        <translation>Link als Beleg hinzufügen</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Evidence not attached</source>
        <translation>Beleg nicht angehängt</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB.</source>
        <translation>%1 ist größer als %2 MiB.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>Link: %1</translation>
    </message>
    <message>
        <source>The supplier questions of each candidate's fabric. Record each answer, its status and its evidence (files are kept inside the project file with their SHA-256). Vague answers and missing details are flagged with the reason.</source>
        <translation>Die Fragen an den Anbieter für die Fabric jedes Kandidaten. Erfassen Sie jede Antwort, ihren Status und ihre Belege (Dateien werden mit ihrem SHA-256 in der Projektdatei aufbewahrt). Vage Antworten und fehlende Angaben werden mit Begründung als Warnsignal markiert.</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>Kandidat:</translation>
    </message>
    <message>
        <source>Supplier questions</source>
        <translation>Fragen an den Anbieter</translation>
    </message>
    <message>
        <source>Operating model</source>
        <translation>Betriebsmodell</translation>
    </message>
    <message>
        <source>Evidence for the selected question:</source>
        <translation>Belege für die ausgewählte Frage:</translation>
    </message>
    <message>
        <source>Attach file...</source>
        <translation>Datei anhängen...</translation>
    </message>
    <message>
        <source>Add link...</source>
        <translation>Link hinzufügen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>%n Warnsignal</numerusform>
            <numerusform>%n Warnsignale</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 answered (%4 with evidence), %5, %6 unanswered; operating model %7 of %8 items; official sources %9 of %10 checked</source>
        <translation>%1: %2 von %3 beantwortet (%4 mit Nachweis), %5, %6 unbeantwortet; Betriebsmodell %7 von %8 Punkten; offizielle Quellen %9 von %10 geprüft</translation>
    </message>
    <message>
        <source>Official sources</source>
        <translation>Offizielle Quellen</translation>
    </message>
    <message>
        <source>The vendor and provider documents to read before trusting an offer, and whether the offer matches them. They never replace the acceptance test.</source>
        <translation>Die Dokumente von Hersteller und Anbieter, die vor dem Vertrauen in ein Angebot zu lesen sind, und ob das Angebot ihnen entspricht. Sie ersetzen nie den Abnahmetest.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>Own runs (bandwidth, latency) and plan steps (recovery) that check the figures in this answer (tick to link):</source>
        <translation>Eigene Läufe (Bandbreite, Latenz) und Planschritte (Wiederherstellung), die die Zahlen dieser Antwort prüfen (zum Verknüpfen anhaken):</translation>
    </message>
    <message>
        <source>Only an answer that quotes figures, or one to a question that asks for numbers, is checked against runs and plan steps.</source>
        <translation>Nur eine Antwort mit Zahlen oder eine Antwort auf eine Frage, die nach Zahlen fragt, wird gegen Läufe und Planschritte geprüft.</translation>
    </message>
    <message>
        <source>recovery %1 s</source>
        <translation>Wiederherstellung %1 s</translation>
    </message>
    <message>
        <source>no recovery time measured</source>
        <translation>keine Wiederherstellungszeit gemessen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No own run or plan run of this candidate is stored to check the figures in this answer against.</source>
        <translation>Für diesen Kandidaten ist kein eigener Lauf und kein Planlauf gespeichert, gegen den die Zahlen dieser Antwort geprüft werden könnten.</translation>
    </message>
    <message>
        <source>The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a recovery time in s).</source>
        <translation>Die Antwort nennt keine prüfbare Zahl (Busbandbreite in GB/s, Latenz in µs oder Wiederherstellungszeit in s).</translation>
    </message>
    <message>
        <source>Send to supplier</source>
        <translation>An Anbieter senden</translation>
    </message>
    <message>
        <source>%1 - %2 questionnaire.xlsx</source>
        <translation>%1 - %2 Fragebogen.xlsx</translation>
    </message>
    <message>
        <source>Workbook not written</source>
        <translation>Arbeitsmappe nicht geschrieben</translation>
    </message>
    <message>
        <source>Bring answers back</source>
        <translation>Antworten zurückholen</translation>
    </message>
    <message>
        <source>Workbook refused</source>
        <translation>Arbeitsmappe abgelehnt</translation>
    </message>
    <message>
        <source>Nothing was changed. Ask the supplier to correct these cells:
%1</source>
        <translation>Nichts wurde geändert. Bitten Sie den Anbieter, diese Zellen zu korrigieren:
%1</translation>
    </message>
    <message>
        <source>Nothing to bring back</source>
        <translation>Nichts zurückzuholen</translation>
    </message>
    <message>
        <source>Answers from %1</source>
        <translation>Antworten von %1</translation>
    </message>
    <message>
        <source>Supplier's language:</source>
        <translation>Sprache des Anbieters:</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>Send to supplier...</source>
        <translation>An Anbieter senden …</translation>
    </message>
    <message>
        <source>Write the candidate's questionnaire and bill of materials as a workbook for the supplier.</source>
        <translation>Fragebogen und Stückliste des Kandidaten als Arbeitsmappe für den Anbieter schreiben.</translation>
    </message>
    <message>
        <source>Bring answers back...</source>
        <translation>Antworten zurückholen …</translation>
    </message>
    <message>
        <source>Read the workbook the supplier returned and review its changes before storing them.</source>
        <translation>Die vom Anbieter zurückgeschickte Arbeitsmappe lesen und ihre Änderungen prüfen, bevor sie gespeichert werden.</translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx *.ods)</source>
        <translation>Tabelle (*.xlsx *.ods)</translation>
    </message>
    <message>
        <source>The workbook changes no answer, no BOM field and no price of %1.</source>
        <translation>Die Arbeitsmappe ändert keine Antwort, kein BOM-Feld und keinen Preis von %1.</translation>
    </message>
    <message>
        <source>%1 (%2, SHA-256 %3)</source>
        <translation>%1 (%2, SHA-256 %3)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF for reading (*.pdf)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;PDF zum Lesen (*.pdf)</translation>
    </message>
</context>
<context>
    <name>fw::app::ReportBuilder</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>kein Kandidat</translation>
    </message>
    <message>
        <source>deleted candidate</source>
        <translation>gelöschter Kandidat</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Triage starting point: %1.</source>
        <translation>Ausgangspunkt der Erstbewertung: %1.</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>The project has no candidates.</source>
        <translation>Das Projekt enthält keine Kandidaten.</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nicht belastbar</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>Kosten je abgenommenem Lauf</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation>Gewichtete Bewertung</translation>
    </message>
    <message>
        <source>Red flags</source>
        <translation>Warnsignale</translation>
    </message>
    <message>
        <source>Runs with changed BOM</source>
        <translation>Läufe mit geänderter Stückliste</translation>
    </message>
    <message>
        <source>Open points</source>
        <translation>Offene Punkte</translation>
    </message>
    <message numerus="yes">
        <source>The cost model of %1 is not ready: %n number(s) missing.</source>
        <translation>
            <numerusform>Das Kostenmodell von %1 ist nicht belastbar: %n Angabe fehlt.</numerusform>
            <numerusform>Das Kostenmodell von %1 ist nicht belastbar: %n Angaben fehlen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The decision matrix lacks %n score(s).</source>
        <translation>
            <numerusform>In der Entscheidungsmatrix fehlt %n Bewertung.</numerusform>
            <numerusform>In der Entscheidungsmatrix fehlen %n Bewertungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No own benchmark measurement is stored; results rest on supplier statements.</source>
        <translation>Es ist keine eigene Benchmark-Messung gespeichert; die Ergebnisse beruhen auf Anbieterangaben.</translation>
    </message>
    <message>
        <source>No fault tests are stored in this project.</source>
        <translation>In diesem Projekt sind keine Fehlertests gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) ran on a BOM that has changed since and should be repeated.</source>
        <translation>
            <numerusform>%n Benchmark-Lauf lief auf einer inzwischen geänderten Stückliste und sollte wiederholt werden.</numerusform>
            <numerusform>%n Benchmark-Läufe liefen auf einer inzwischen geänderten Stückliste und sollten wiederholt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary and recommendation</source>
        <translation>Zusammenfassung und Empfehlung</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>No triage questions are answered in this project.</source>
        <translation>In diesem Projekt sind keine Fragen der Erstbewertung beantwortet.</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>Erstbewertung</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Example data</source>
        <translation>Beispieldaten</translation>
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
        <source>Delivery</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The project has no candidates, so there is no BOM.</source>
        <translation>Das Projekt enthält keine Kandidaten und daher keine Stückliste.</translation>
    </message>
    <message>
        <source>No BOM is declared and no facts are imported for this candidate.</source>
        <translation>Für diesen Kandidaten ist keine Stückliste angegeben und es sind keine Systemdaten importiert.</translation>
    </message>
    <message>
        <source>No facts are imported: nothing declared here is measured yet.</source>
        <translation>Keine Systemdaten importiert: Keine der Angaben ist bisher gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n host(s): %1.</source>
        <translation>
            <numerusform>Gemessen auf %n Host: %1.</numerusform>
            <numerusform>Gemessen auf %n Hosts: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>no facts imported</source>
        <translation>keine Systemdaten importiert</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>not measurable</source>
        <translation>nicht messbar</translation>
    </message>
    <message>
        <source>measured, not declared</source>
        <translation>gemessen, nicht angegeben</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <source>MISMATCH on %1</source>
        <translation>ABWEICHUNG auf %1</translation>
    </message>
    <message>
        <source>facts from %1 of %2 nodes</source>
        <translation>Systemdaten von %1 von %2 Knoten</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ from what the hosts report.</source>
        <translation>
            <numerusform>%n Feld weicht von den Angaben der Hosts ab.</numerusform>
            <numerusform>%n Felder weichen von den Angaben der Hosts ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Angegeben</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Drift since the benchmark runs</source>
        <translation>Abweichungen seit den Benchmark-Läufen</translation>
    </message>
    <message>
        <source>No benchmark run's BOM has changed since it ran.</source>
        <translation>Bei keinem Benchmark-Lauf hat sich die Stückliste seither geändert.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>changed; the run keeps only a fingerprint, so which field is not known</source>
        <translation>geändert; der Lauf speichert nur einen Fingerabdruck, welches Feld betroffen ist, ist unbekannt</translation>
    </message>
    <message>
        <source>These results no longer describe the cluster as it is declared now; repeat them.</source>
        <translation>Diese Ergebnisse beschreiben den Cluster in seiner jetzt angegebenen Form nicht mehr; wiederholen Sie die Läufe.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Changed fields</source>
        <translation>Geänderte Felder</translation>
    </message>
    <message>
        <source>Bill of materials: declared, measured and drift</source>
        <translation>Stückliste: angegeben, gemessen und Abweichungen</translation>
    </message>
    <message>
        <source>The project has no candidates, so there are no questionnaires.</source>
        <translation>Das Projekt enthält keine Kandidaten und daher keine Fragebögen.</translation>
    </message>
    <message>
        <source>The supplier has not answered any question yet.</source>
        <translation>Der Anbieter hat noch keine Frage beantwortet.</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>%n Anhang</numerusform>
            <numerusform>%n Anhänge</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Questionnaire answers and red flags</source>
        <translation>Antworten der Fragebögen und Warnsignale</translation>
    </message>
    <message>
        <source>Acceptance thresholds: %1.</source>
        <translation>Abnahmeschwellen: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No benchmark runs are stored in this project: there are no acceptance results.</source>
        <translation>In diesem Projekt sind keine Benchmark-Läufe gespeichert: Es gibt keine Abnahmeergebnisse.</translation>
    </message>
    <message>
        <source>%1 µs at %2</source>
        <translation>%1 µs bei %2</translation>
    </message>
    <message>
        <source>%1 GB/s at %2</source>
        <translation>%1 GB/s bei %2</translation>
    </message>
    <message>
        <source>Candidate and source</source>
        <translation>Kandidat und Quelle</translation>
    </message>
    <message>
        <source>Test and placement</source>
        <translation>Test und Platzierung</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Abnahme</translation>
    </message>
    <message>
        <source>Tail latency and bandwidth</source>
        <translation>Tail-Latenz und Bandbreite</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>Abnahmeergebnisse</translation>
    </message>
    <message>
        <source>Fault tests</source>
        <translation>Fehlertests</translation>
    </message>
    <message>
        <source>The project has no candidates, so there is no cost model.</source>
        <translation>Das Projekt enthält keine Kandidaten und daher kein Kostenmodell.</translation>
    </message>
    <message>
        <source>Cost model</source>
        <translation>Kostenmodell</translation>
    </message>
    <message>
        <source>Fabric-adjusted cost per %1, in %2.</source>
        <translation>Fabric-bereinigte Kosten pro %1, in %2.</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Belastbarkeit</translation>
    </message>
    <message>
        <source>%1: ready.</source>
        <translation>%1: belastbar.</translation>
    </message>
    <message>
        <source>%1: not ready; missing: %2.</source>
        <translation>%1: nicht belastbar; es fehlen: %2.</translation>
    </message>
    <message>
        <source>Inputs and results</source>
        <translation>Eingaben und Ergebnisse</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>override</source>
        <translation>überschrieben</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>Total fabric-adjusted cost</source>
        <translation>Fabric-bereinigte Gesamtkosten</translation>
    </message>
    <message>
        <source>Cost per accepted output</source>
        <translation>Kosten je abgenommenem Ergebnis</translation>
    </message>
    <message>
        <source>Accepted runs</source>
        <translation>Abgenommene Läufe</translation>
    </message>
    <message>
        <source>Sources: typed by the buyer, quoted by the supplier, or derived from measurements; italic rows are the numbers the components are derived from.</source>
        <translation>Quellen: vom Käufer eingegeben, vom Anbieter angeboten oder aus Messungen abgeleitet; kursive Zeilen sind die Größen, aus denen die Kostenbestandteile abgeleitet werden.</translation>
    </message>
    <message>
        <source>There is no decision matrix: the project has no candidates or no criteria.</source>
        <translation>Es gibt keine Entscheidungsmatrix: Das Projekt enthält keine Kandidaten oder keine Kriterien.</translation>
    </message>
    <message>
        <source>Decision matrix and sensitivity</source>
        <translation>Entscheidungsmatrix und Sensitivität</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 ± %2 (%3)</source>
        <translation>%1 ± %2 (%3)</translation>
    </message>
    <message>
        <source>Weighted total</source>
        <translation>Gewichtete Summe</translation>
    </message>
    <message>
        <source>Lead %1 points, tie margin %2 points (two standard deviations of the score uncertainties).</source>
        <translation>Vorsprung %1 Punkte, Gleichstandsspanne %2 Punkte (zwei Standardabweichungen der Bewertungsunsicherheiten).</translation>
    </message>
    <message>
        <source>Weight sensitivity</source>
        <translation>Sensitivität der Gewichte</translation>
    </message>
    <message>
        <source>No weight sensitivity: the matrix has no winner yet.</source>
        <translation>Keine Gewichtssensitivität: Die Matrix hat noch keinen Sieger.</translation>
    </message>
    <message>
        <source>%1 takes the lead at a weight change of %2</source>
        <translation>%1 übernimmt die Führung bei einer Gewichtsänderung von %2</translation>
    </message>
    <message>
        <source>no weight changes the winner</source>
        <translation>keine Gewichtung ändert den Sieger</translation>
    </message>
    <message>
        <source>What changes the winner</source>
        <translation>Was den Sieger ändert</translation>
    </message>
    <message>
        <source>Cost sensitivity (±20 %)</source>
        <translation>Kostensensitivität (±20 %)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Cost per accepted run at −20 %</source>
        <translation>Kosten je abgenommenem Lauf bei −20 %</translation>
    </message>
    <message>
        <source>Cost per accepted run at +20 %</source>
        <translation>Kosten je abgenommenem Lauf bei +20 %</translation>
    </message>
    <message>
        <source>No cost sensitivity: no candidate has a cost per accepted run yet.</source>
        <translation>Keine Kostensensitivität: Noch kein Kandidat hat Kosten je abgenommenem Lauf.</translation>
    </message>
    <message>
        <source>The worksheet is empty: the project has no candidates.</source>
        <translation>Das Arbeitsblatt ist leer: Das Projekt enthält keine Kandidaten.</translation>
    </message>
    <message>
        <source>Procurement worksheet</source>
        <translation>Beschaffungsarbeitsblatt</translation>
    </message>
    <message>
        <source>The worksheet is also available as an XLSX workbook and a CSV file (fabric-workbench report --format xlsx|csv).</source>
        <translation>Das Arbeitsblatt ist auch als XLSX-Arbeitsmappe und als CSV-Datei erhältlich (fabric-workbench report --format xlsx|csv).</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Dieser Bericht</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Generated by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>Fabric Workbench %1</source>
        <translation>Fabric Workbench %1</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Imported benchmark files</source>
        <translation>Importierte Benchmark-Dateien</translation>
    </message>
    <message>
        <source>No benchmark files are imported.</source>
        <translation>Es sind keine Benchmark-Dateien importiert.</translation>
    </message>
    <message>
        <source>%1, %2, parser %3</source>
        <translation>%1, %2, Parser %3</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Host facts and attachments</source>
        <translation>Systemdaten der Hosts und Anhänge</translation>
    </message>
    <message>
        <source>facts of %1 (%2)</source>
        <translation>Systemdaten von %1 (%2)</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>No host facts or questionnaire attachments are stored.</source>
        <translation>Es sind keine Systemdaten von Hosts und keine Anhänge zu Fragebögen gespeichert.</translation>
    </message>
    <message>
        <source>Agent dispatches</source>
        <translation>Agent-Ausführungen</translation>
    </message>
    <message>
        <source>The agent was never dispatched from this project: no agent versions or launch commands are recorded.</source>
        <translation>Der Agent wurde aus diesem Projekt nie gestartet: Es sind keine Agent-Versionen und keine Startbefehle erfasst.</translation>
    </message>
    <message>
        <source>local agent</source>
        <translation>lokaler Agent</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <source>Candidate and outcome</source>
        <translation>Kandidat und Ergebnis</translation>
    </message>
    <message>
        <source>Agent and libraries</source>
        <translation>Agent und Bibliotheken</translation>
    </message>
    <message>
        <source>Launch command and hosts</source>
        <translation>Startbefehl und Hosts</translation>
    </message>
    <message>
        <source>Agent bundle SHA-256</source>
        <translation>SHA-256 des Agent-Pakets</translation>
    </message>
    <message>
        <source>Appendix: provenance</source>
        <translation>Anhang: Herkunftsnachweise</translation>
    </message>
    <message>
        <source>Network fabric procurement report</source>
        <translation>Beschaffungsbericht Netzwerk-Fabric</translation>
    </message>
    <message>
        <source>Generated by Fabric Workbench %1</source>
        <translation>Erstellt mit Fabric Workbench %1</translation>
    </message>
    <message>
        <source>This project holds invented example data for trying the workbench. Its suppliers, offers and figures are not real and must not be used for a purchase.</source>
        <translation>Dieses Projekt enthält erfundene Beispieldaten zum Ausprobieren der Workbench. Anbieter, Angebote und Zahlen sind nicht real und dürfen nicht für eine Beschaffung verwendet werden.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Arbeitsblatt</translation>
    </message>
    <message>
        <source>No benchmark runs are stored, so there is nothing to chart.</source>
        <translation>Es sind keine Benchmark-Läufe gespeichert; daher gibt es keine Diagramme.</translation>
    </message>
    <message>
        <source>%1: the fabric did not recover within the observed window after the fault.</source>
        <translation>%1: Die Fabric hat sich nach dem Fehler im beobachteten Zeitraum nicht erholt.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>not recovered within %1 s</source>
        <translation>nicht erholt innerhalb von %1 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Each fault step of an acceptance plan benchmarks the fabric before the fault, while the fault is held on a node, and again after the revert until p99 is back within the step's tolerance of the run before. Recovery is the time from the revert to the start of the first run from which on p99 stayed within the tolerance at every size. A benchmark that fails during the fault (a removed node aborts the job) is a result of the test.</source>
        <translation>Jeder Fehlerschritt eines Abnahmeplans misst die Fabric vor dem Fehler, während der Fehler auf einem Knoten gehalten wird, und nach der Rücknahme erneut, bis p99 wieder innerhalb der Toleranz des Schritts gegenüber dem Lauf davor liegt. Die Erholung ist die Zeit von der Rücknahme bis zum Start des ersten Laufs, ab dem p99 bei jeder Größe innerhalb der Toleranz blieb. Ein Benchmark, der während des Fehlers scheitert (ein entfernter Knoten bricht den Job ab), ist ein Ergebnis des Tests.</translation>
    </message>
    <message>
        <source>p99 and bus bandwidth at %1, the largest message size all fault runs share.</source>
        <translation>p99 und Busbandbreite bei %1, der größten Nachrichtengröße, die alle Fehlerläufe gemeinsam haben.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>nicht angewendet</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>benchmark failed</source>
        <translation>Benchmark fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1, revert failed</source>
        <translation>%1, Rücknahme fehlgeschlagen</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>Plan runs without a candidate</source>
        <translation>Planläufe ohne Kandidat</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>p99 before</source>
        <translation>p99 vorher</translation>
    </message>
    <message>
        <source>p99 during</source>
        <translation>p99 während</translation>
    </message>
    <message>
        <source>p99 after</source>
        <translation>p99 nachher</translation>
    </message>
    <message>
        <source>Bus bandwidth during</source>
        <translation>Busbandbreite während</translation>
    </message>
    <message>
        <source>Recovered in</source>
        <translation>Erholt nach</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Rücknahme</translation>
    </message>
    <message>
        <source>Counter alarms</source>
        <translation>Zähleralarme</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>Workload-Replay</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Step time p50</source>
        <translation>Schrittzeit p50</translation>
    </message>
    <message>
        <source>Step time p95</source>
        <translation>Schrittzeit p95</translation>
    </message>
    <message>
        <source>Step time p99</source>
        <translation>Schrittzeit p99</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>by the plan (hold stopped)</source>
        <translation>durch den Plan (Halten beendet)</translation>
    </message>
    <message>
        <source>time-to-live reached</source>
        <translation>Lebensdauer abgelaufen</translation>
    </message>
    <message>
        <source>lease expired (connection lost)</source>
        <translation>Lease abgelaufen (Verbindung verloren)</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anforderung</translation>
    </message>
    <message>
        <source>%1: %2 of %3 questions answered (%4 with evidence), %5, %6 unanswered.</source>
        <translation>%1: %2 von %3 Fragen beantwortet (%4 mit Nachweis), %5, %6 unbeantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>%n Warnsignal</numerusform>
            <numerusform>%n Warnsignale</numerusform>
        </translation>
    </message>
    <message>
        <source>No acceptance thresholds are set: every run is "not judged".</source>
        <translation>Es sind keine Abnahmeschwellwerte gesetzt: Jeder Lauf ist „nicht beurteilt“.</translation>
    </message>
    <message>
        <source>The latency and bandwidth scores compare the candidates on own, current runs of one setup: %1. Supplier claims are shown beside them, never mixed in.</source>
        <translation>Die Bewertungen von Latenz und Bandbreite vergleichen die Kandidaten an eigenen, aktuellen Läufen eines Aufbaus: %1. Angaben der Anbieter stehen daneben und werden nie eingemischt.</translation>
    </message>
    <message>
        <source>compared in the scores</source>
        <translation>in den Bewertungen verglichen</translation>
    </message>
    <message>
        <source>not in the scores: %1</source>
        <translation>nicht in den Bewertungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n size result(s) stored</source>
        <translation>
            <numerusform>%n Größenergebnis gespeichert</numerusform>
            <numerusform>%n Größenergebnisse gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>did not end; %n size result(s) stored</source>
        <translation>
            <numerusform>nicht beendet; %n Größenergebnis gespeichert</numerusform>
            <numerusform>nicht beendet; %n Größenergebnisse gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Who runs the fabric, with which skills, and who the team calls when it fails: the operating-model checklist of each candidate.</source>
        <translation>Wer die Fabric betreibt, mit welchen Fähigkeiten, und wen das Team bei einem Ausfall anruft: die Betriebsmodell-Checkliste jedes Kandidaten.</translation>
    </message>
    <message>
        <source>Operating model</source>
        <translation>Betriebsmodell</translation>
    </message>
    <message>
        <source>The vendor and provider documents read for each candidate, and whether the offer matches them. They tell what an offer should live up to; they never replace the acceptance test of the exact cluster bought.</source>
        <translation>Die für jeden Kandidaten gelesenen Dokumente von Hersteller und Anbieter, und ob das Angebot ihnen entspricht. Sie sagen, was ein Angebot halten sollte; sie ersetzen nie den Abnahmetest genau des gekauften Clusters.</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>%1 of %2 sources checked.</source>
        <translation>%1 von %2 Quellen geprüft.</translation>
    </message>
    <message>
        <source>Official source</source>
        <translation>Offizielle Quelle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Where it was read</source>
        <translation>Wo gelesen</translation>
    </message>
    <message>
        <source>Official source checklist</source>
        <translation>Checkliste der offiziellen Quellen</translation>
    </message>
    <message>
        <source>Without fault runs, the fault-behaviour criterion of the decision matrix is scored by hand or missing. The cost model's recovery time is measured only by storage steps with --kill-rank, and its stall fraction only by fault steps with a replay, so here it is a typed or quoted figure.</source>
        <translation>Ohne Störungsläufe wird das Kriterium Störungsverhalten der Entscheidungsmatrix von Hand bewertet oder fehlt. Die Wiederherstellungszeit des Kostenmodells wird nur von Speicherschritten mit --kill-rank gemessen und sein Stillstandsanteil nur von Störungsschritten mit einem Replay; hier ist er daher eine eingegebene Zahl oder eine Anbieterangabe.</translation>
    </message>
    <message>
        <source>This recovery is the fabric's, not the job's. Where the cost model's recovery time is set to derived, it is the mean over the candidate's storage steps with --kill-rank of the time from the SIGKILL of a rank mid-checkpoint until every rank had restored and checked the last complete checkpoint; failure detection, the scheduler's requeue, the relaunch of the processes and NCCL initialisation are not included. Where the stall fraction is set to derived, it comes from the fault steps that ran a replay: the time the replay's steps took under the fault beyond the same replay's mean step before it, over the time they took.</source>
        <translation>Diese Erholung ist die des Fabrics, nicht die des Jobs. Ist die Wiederherstellungszeit des Kostenmodells auf abgeleitet gesetzt, ist sie der Mittelwert über die Speicherschritte des Kandidaten mit --kill-rank der Zeit vom SIGKILL eines Ranks mitten im Checkpoint, bis jeder Rank den letzten vollständigen Checkpoint wiederhergestellt und geprüft hatte; Fehlererkennung, das erneute Einreihen durch den Scheduler, der Neustart der Prozesse und die NCCL-Initialisierung sind nicht enthalten. Ist der Stillstandsanteil auf abgeleitet gesetzt, stammt er aus den Störungsschritten mit einem Replay: die Zeit, die die Schritte des Replays unter der Störung über den mittleren Schritt desselben Replays davor hinaus brauchten, geteilt durch die Zeit, die sie brauchten.</translation>
    </message>
    <message>
        <source>Figures the supplier quotes, checked against our own runs at the same size (tolerance ±%1 %):</source>
        <translation>Anbieterangaben, geprüft gegen eigene Läufe bei derselben Größe (Toleranz ±%1 %):</translation>
    </message>
    <message>
        <source>Quoted (supplier)</source>
        <translation>Angegeben (Anbieter)</translation>
    </message>
    <message>
        <source>Measured (own run)</source>
        <translation>Gemessen (eigener Lauf)</translation>
    </message>
    <message>
        <source>Some scores were entered before any own benchmark run was stored: revisit them once the measurements are in.</source>
        <translation>Einige Bewertungen wurden vor dem ersten eigenen Benchmark-Lauf eingegeben: Überprüfen Sie sie, sobald die Messungen vorliegen.</translation>
    </message>
    <message>
        <source>Each fault says what it reached, as the agent reported it: the RDMA path of a port (and so all traffic on it), kernel IP traffic only, the job, or storage. A fault that reached something other than the RDMA path is flagged: it did not act on RDMA traffic (NCCL or verbs over RoCE or InfiniBand).</source>
        <translation>Bei jedem Fehler steht, was er erreicht hat, wie der Agent es gemeldet hat: den RDMA-Pfad eines Ports (und damit allen Verkehr darauf), nur IP-Verkehr des Kernels, den Job oder den Speicher. Ein Fehler, der etwas anderes als den RDMA-Pfad erreicht hat, ist markiert: Er hat nicht auf RDMA-Verkehr (NCCL oder Verbs über RoCE oder InfiniBand) gewirkt.</translation>
    </message>
    <message>
        <source>reaches: %1</source>
        <translation>erreicht: %1</translation>
    </message>
    <message>
        <source>quoted, price sheet line(s) %1</source>
        <translation>angeboten, Preisblatt-Zeile(n) %1</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>Suche nach dem fehlerhaften Knoten</translation>
    </message>
    <message>
        <source>Each isolate step benchmarks the two halves of the node set, then parts of the half that misses, and confirms the last suspect paired with a known-good node against two known-good nodes: at most ⌈log₂ N⌉ + 2 runs for N nodes. A run misses when its bus bandwidth at the largest size is lower than the figure it is compared with by more than the step's tolerance. Every run is kept with the plan run.</source>
        <translation>Jeder isolate-Schritt misst die beiden Hälften der Knotenmenge, dann Teile der Hälfte, die zurückbleibt, und bestätigt den letzten Verdächtigen gepaart mit einem bekannt guten Knoten gegenüber zwei bekannt guten Knoten: höchstens ⌈log₂ N⌉ + 2 Läufe bei N Knoten. Ein Lauf bleibt zurück, wenn seine Busbandbreite bei der größten Größe um mehr als die Toleranz des Schritts unter dem Vergleichswert liegt. Jeder Lauf wird mit dem Planlauf aufbewahrt.</translation>
    </message>
    <message>
        <source>the step ended before its search was stored</source>
        <translation>der Schritt endete, bevor seine Suche gespeichert wurde</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (%4)</source>
        <translation>%1 auf %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Straggler verdicts</source>
        <translation>Nachzügler-Urteile</translation>
    </message>
    <message>
        <source>Source: each rank's median time stored with each run (the fabric agent's per-rank quantiles, or every rank's raw samples), at every size of at least %1 iterations. A rank or host is named only when it is a slow outlier (robust z-score beyond 3.5 and at least 5% above the median) at two thirds of those sizes, and at least %2 of them; its GPU and nearest NIC come from the host facts (fabric-agent facts) of the run's dispatch or of its candidate.</source>
        <translation>Quelle: die mit jedem Lauf gespeicherte Medianzeit jedes Ranks (die Quantile je Rank des Fabric-Agenten oder die Rohwerte jedes Ranks), bei jeder Größe mit mindestens %1 Iterationen. Ein Rank oder Host wird nur genannt, wenn er bei zwei Dritteln dieser Größen, und bei mindestens %2, ein langsamer Ausreißer ist (robuster z-Wert über 3,5 und mindestens 5 % über dem Median); seine GPU und die nächste NIC stammen aus den Host-Fakten (fabric-agent facts) des Dispatches des Laufs oder seines Kandidaten.</translation>
    </message>
    <message>
        <source>Run %1 (%2): %3</source>
        <translation>Lauf %1 (%2): %3</translation>
    </message>
    <message>
        <source>Buyer: %1</source>
        <translation>Käufer: %1</translation>
    </message>
    <message>
        <source>Not judged or scored: a supplier's claim, shown beside our measurements.</source>
        <translation>Weder beurteilt noch bewertet: eine Angabe des Anbieters, neben unseren Messungen gezeigt.</translation>
    </message>
    <message>
        <source>%1, measured on this computer</source>
        <translation>%1, auf diesem Computer gemessen</translation>
    </message>
    <message>
        <source>the workload's step</source>
        <translation>Schritt der Arbeitslast</translation>
    </message>
    <message>
        <source>the buyer's job</source>
        <translation>Job des Käufers</translation>
    </message>
    <message>
        <source>synthetic step</source>
        <translation>synthetischer Schritt</translation>
    </message>
    <message>
        <source>A replay of the workload's step runs, on the candidate's cluster, the collectives that the buyer's model, batch and parallelism imply, in their sizes and order; its exposed communication is the step's time beyond its compute: what the fabric adds to every step.</source>
        <translation>Ein Replay des Arbeitslastschritts führt auf dem Cluster des Kandidaten die Kollektive aus, die Modell, Batch und Parallelisierung des Käufers ergeben, in ihren Größen und ihrer Reihenfolge; seine nicht verdeckte Kommunikation ist die Zeit des Schritts über seine Rechenzeit hinaus: das, was das Netz jedem Schritt hinzufügt.</translation>
    </message>
    <message>
        <source>Exposed communication p50</source>
        <translation>Nicht verdeckte Kommunikation p50</translation>
    </message>
    <message>
        <source>%1: beside another job on the same nodes, the replay's p99 was %2 times its p99 alone. The closer to 1, the better the fabric keeps two tenants apart.</source>
        <translation>%1: Neben einem anderen Job auf denselben Knoten betrug das p99 des Replays das %2-Fache seines p99 allein. Je näher an 1, desto besser hält das Netz zwei Mandanten auseinander.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>The project has not described the workload the cluster is bought for (Triage, or fabric-workbench workload set).</source>
        <translation>Das Projekt hat die Arbeitslast, für die der Cluster gekauft wird, noch nicht beschrieben (Erstbewertung oder fabric-workbench workload set).</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern and no replay of it is scored:</source>
        <translation>Die Beschreibung lässt sich nicht so aufteilen, wie sie angibt; sie hat daher kein Kommunikationsmuster, und kein Replay davon wird bewertet:</translation>
    </message>
    <message>
        <source>Communication per step and GPU</source>
        <translation>Kommunikation pro Schritt und GPU</translation>
    </message>
    <message>
        <source>Replays of this workload</source>
        <translation>Replays dieser Arbeitslast</translation>
    </message>
    <message>
        <source>none counted</source>
        <translation>keines gezählt</translation>
    </message>
    <message>
        <source>No candidate's plan run has replayed this workload yet (Faults &amp; Replay: Plan from Workload).</source>
        <translation>Noch kein Planlauf eines Kandidaten hat diese Arbeitslast abgespielt (Fehler &amp; Replay: Plan aus Arbeitslast).</translation>
    </message>
    <message>
        <source>Each candidate's replays of the collectives above, on its own cluster: the step time's p50, or in an open loop of requests the latency's p99, compared at one rank count and rate. They score the Workload replay criterion of the decision.</source>
        <translation>Die Replays der obigen Kollektive durch jeden Kandidaten, auf seinem eigenen Cluster: das p50 der Schrittzeit oder, in einer offenen Schleife von Anfragen, das p99 der Latenz, verglichen bei einer Rangzahl und Rate. Sie bewerten das Kriterium „Replay der Arbeitslast“ der Entscheidung.</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
</context>
<context>
    <name>fw::app::ReportPage</name>
    <message>
        <source>Open or create a project: the report describes one project.</source>
        <translation>Öffnen oder erstellen Sie ein Projekt: Der Bericht beschreibt ein Projekt.</translation>
    </message>
    <message>
        <source>Preview of the report in %1. The PDF has a title page, contents and page numbers.</source>
        <translation>Vorschau des Berichts auf %1. Das PDF enthält ein Titelblatt, ein Inhaltsverzeichnis und Seitenzahlen.</translation>
    </message>
    <message>
        <source>No report</source>
        <translation>Kein Bericht</translation>
    </message>
    <message>
        <source>Open or create a project first; the report describes it.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Projekt; der Bericht beschreibt es.</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Report not exported</source>
        <translation>Bericht nicht exportiert</translation>
    </message>
    <message>
        <source>The report was not exported.</source>
        <translation>Der Bericht wurde nicht exportiert.</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>Report language:</source>
        <translation>Berichtssprache:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>HTML page</source>
        <translation>HTML-Seite</translation>
    </message>
    <message>
        <source>Worksheet as Excel workbook (XLSX)</source>
        <translation>Arbeitsblatt als Excel-Arbeitsmappe (XLSX)</translation>
    </message>
    <message>
        <source>Worksheet as CSV</source>
        <translation>Arbeitsblatt als CSV</translation>
    </message>
    <message>
        <source>Refresh Preview</source>
        <translation>Vorschau aktualisieren</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Exportieren...</translation>
    </message>
    <message>
        <source>The procurement report of this project, from triage to the decision, with the provenance of every measurement. It is written in the language of the user interface unless you choose another; the project remembers the language of its last export. The worksheet formats export the procurement worksheet alone.</source>
        <translation>Der Beschaffungsbericht dieses Projekts, von der Erstbewertung bis zur Entscheidung, mit der Herkunft jeder Messung. Er wird in der Sprache der Benutzeroberfläche geschrieben, sofern Sie keine andere wählen; das Projekt merkt sich die Sprache des letzten Exports. Die Arbeitsblatt-Formate exportieren nur das Beschaffungsarbeitsblatt.</translation>
    </message>
</context>
<context>
    <name>fw::app::RunActions</name>
    <message>
        <source>Cannot read the candidates</source>
        <translation>Die Kandidaten können nicht gelesen werden</translation>
    </message>
    <message>
        <source>No candidate (counts for no offer)</source>
        <translation>Kein Kandidat (zählt für kein Angebot)</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>keinen Kandidaten</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiterer.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Deleted</source>
        <translation>Läufe nicht gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) with their results and samples? Edit &gt; Undo brings them back.</source>
        <translation>
            <numerusform>%n Lauf mit seinen Ergebnissen und Messwerten löschen? Bearbeiten &gt; Rückgängig holt ihn zurück.</numerusform>
            <numerusform>%n Läufe mit ihren Ergebnissen und Messwerten löschen? Bearbeiten &gt; Rückgängig holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>What relies on them:</source>
        <translation>Was davon abhängt:</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s)</source>
        <translation>
            <numerusform>%n Lauf löschen</numerusform>
            <numerusform>%n Läufe löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to %1</source>
        <translation>
            <numerusform>%n Lauf zu %1 verschieben</numerusform>
            <numerusform>%n Läufe zu %1 verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Moved</source>
        <translation>Läufe nicht verschoben</translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as own measurement</source>
        <translation>
            <numerusform>%n Lauf als eigene Messung kennzeichnen</numerusform>
            <numerusform>%n Läufe als eigene Messung kennzeichnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as vendor claim</source>
        <translation>
            <numerusform>%n Lauf als Anbieterangabe kennzeichnen</numerusform>
            <numerusform>%n Läufe als Anbieterangabe kennzeichnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Changed</source>
        <translation>Läufe nicht geändert</translation>
    </message>
    <message>
        <source>Edit run %1</source>
        <translation>Lauf %1 bearbeiten</translation>
    </message>
    <message>
        <source>Run Not Changed</source>
        <translation>Lauf nicht geändert</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move to Candidate</source>
        <translation>Zu Kandidat verschieben</translation>
    </message>
    <message>
        <source>Mark as Vendor Claim</source>
        <translation>Als Anbieterangabe kennzeichnen</translation>
    </message>
    <message>
        <source>Mark as Own Measurement</source>
        <translation>Als eigene Messung kennzeichnen</translation>
    </message>
    <message>
        <source>Edit Label and Notes…</source>
        <translation>Bezeichnung und Notizen bearbeiten…</translation>
    </message>
</context>
<context>
    <name>fw::app::RunEditDialog</name>
    <message>
        <source>Edit Run</source>
        <translation>Lauf bearbeiten</translation>
    </message>
    <message>
        <source>e.g. Acceptance baseline, 16 nodes</source>
        <translation>z. B. Abnahme-Referenz, 16 Knoten</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Bezeichnung:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
</context>
<context>
    <name>fw::app::RunText</name>
    <message>
        <source>%1 size</source>
        <translation>%1 Größe</translation>
    </message>
    <message>
        <source>%1 sizes</source>
        <translation>%1 Größen</translation>
    </message>
    <message>
        <source>%1 rank</source>
        <translation>%1 Rank</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 Ranks</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1 - %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>ranks not stated</source>
        <translation>Ranks nicht angegeben</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 %2, %3, %4, %5</source>
        <translation>%1 %2, %3, %4, %5</translation>
    </message>
    <message>
        <source>%1, %2: p99 %3 µs, %4</source>
        <translation>%1, %2: p99 %3 µs, %4</translation>
    </message>
    <message>
        <source>in place</source>
        <translation>In-Place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>Out-of-Place</translation>
    </message>
    <message>
        <source>%1 (version not stated)</source>
        <translation>%1 (Version nicht angegeben)</translation>
    </message>
</context>
<context>
    <name>fw::app::StartPage</name>
    <message>
        <source>Fabric Workbench</source>
        <translation>Fabric Workbench</translation>
    </message>
    <message>
        <source>A project file holds one procurement: its candidates, evidence, costs and decision. Start a new one, open one, or look around the demo project, which is filled with example data.</source>
        <translation>Eine Projektdatei enthält eine Beschaffung: ihre Kandidaten, Nachweise, Kosten und die Entscheidung. Legen Sie ein neues Projekt an, öffnen Sie eines, oder sehen Sie sich das Demoprojekt mit Beispieldaten an.</translation>
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
        <source>Recent projects</source>
        <translation>Zuletzt geöffnete Projekte</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <source>%1 (missing)
%2</source>
        <translation>%1 (fehlt)
%2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 is no longer there. Remove it from the list, or put the file back.</source>
        <translation>%1 ist nicht mehr vorhanden. Entfernen Sie den Eintrag aus der Liste oder legen Sie die Datei zurück.</translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation>Noch keine zuletzt geöffneten Projekte.</translation>
    </message>
    <message>
        <source>Where a project stands</source>
        <translation>Stand eines Projekts</translation>
    </message>
    <message>
        <source>Open a project to see its steps here.</source>
        <translation>Öffnen Sie ein Projekt, um hier seine Schritte zu sehen.</translation>
    </message>
    <message>
        <source>Where %1 stands</source>
        <translation>Stand von %1</translation>
    </message>
    <message>
        <source>The file is missing.</source>
        <translation>Die Datei fehlt.</translation>
    </message>
    <message>
        <source>Cannot read it: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
%2 in %3</source>
        <translation>%1
%2 in %3</translation>
    </message>
    <message>
        <source>Still missing: %1</source>
        <translation>Es fehlt noch: %1</translation>
    </message>
</context>
<context>
    <name>fw::app::StartQuestion</name>
    <message>
        <source>none: the run counts for no offer</source>
        <translation>keiner: Der Lauf zählt für kein Angebot</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>Die Kandidaten können nicht gelesen werden</translation>
    </message>
    <message>
        <source>This computer (local, 1 rank), not a stored connection</source>
        <translation>Dieser Computer (lokal, 1 Rank), keine gespeicherte Verbindung</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>Kandidat: %1</translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>Verbindung: %1</translation>
    </message>
    <message>
        <source>Launcher: %1</source>
        <translation>Launcher: %1</translation>
    </message>
    <message>
        <source>The agent runs on this computer, so the run measures this computer, not a candidate's fabric: it is stored marked "this computer" and left out of the scores and the acceptance rate. If this computer is a node of the candidate's cluster, say so in the connection.</source>
        <translation>Der Agent läuft auf diesem Computer, also misst der Lauf diesen Computer und nicht die Fabric eines Kandidaten: Er wird als „dieser Computer“ gekennzeichnet gespeichert und in den Bewertungen und der Abnahmerate nicht berücksichtigt. Ist dieser Computer ein Knoten des Clusters des Kandidaten, geben Sie das in der Verbindung an.</translation>
    </message>
    <message>
        <source>Connection Not Saved</source>
        <translation>Verbindung nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>fw::app::StoredPlanRuns</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>%1 — %2 on %3, %4</source>
        <translation>%1 — %2 auf %3, %4</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Cannot read the plan runs</source>
        <translation>Die Planläufe können nicht gelesen werden</translation>
    </message>
    <message>
        <source>No plan has run in this project yet</source>
        <translation>In diesem Projekt ist noch kein Plan gelaufen</translation>
    </message>
    <message>
        <source>Cannot read the plan run</source>
        <translation>Der Planlauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Delete Plan Run</source>
        <translation>Planlauf löschen</translation>
    </message>
    <message>
        <source>Cannot Delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>Stored plan runs:</source>
        <translation>Gespeicherte Planläufe:</translation>
    </message>
    <message>
        <source>Delete Run…</source>
        <translation>Lauf löschen …</translation>
    </message>
    <message>
        <source>Delete this plan run and the agent output it stored? Benchmark runs it produced stay in the Benchmarks list; questionnaire answers linked to its steps lose those links.</source>
        <translation>Diesen Planlauf und die gespeicherte Agent-Ausgabe löschen? Die erzeugten Benchmark-Läufe bleiben in der Benchmark-Liste; Fragebogenantworten, die mit seinen Schritten verknüpft sind, verlieren diese Verknüpfungen.</translation>
    </message>
</context>
<context>
    <name>fw::app::SupplierReviewDialog</name>
    <message>
        <source>Answers from %1</source>
        <translation>Antworten von %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Red flags and checks</source>
        <translation>Warnsignale und Prüfungen</translation>
    </message>
    <message>
        <source>New red flag: %1</source>
        <translation>Neues Warnsignal: %1</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>Frage %1</translation>
    </message>
    <message>
        <source>BOM: %1</source>
        <translation>Stückliste: %1</translation>
    </message>
    <message>
        <source>Store ticked changes</source>
        <translation>Angehakte Änderungen speichern</translation>
    </message>
    <message>
        <source>%1 will be taken from the price sheet (quoted).</source>
        <translation>%1 wird aus dem Preisblatt übernommen (angeboten).</translation>
    </message>
    <message>
        <source>Price line %1: %2 (%3)</source>
        <translation>Preiszeile %1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BOM field(s)</source>
        <translation>
            <numerusform>%n Stücklistenfeld</numerusform>
            <numerusform>%n Stücklistenfelder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price line(s)</source>
        <translation>
            <numerusform>%n Preiszeile</numerusform>
            <numerusform>%n Preiszeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>The workbook changes %1. Untick what you reject; the ticked changes are stored as one step that Undo takes back.</source>
        <translation>Die Arbeitsmappe ändert %1. Entfernen Sie das Häkchen bei allem, was Sie ablehnen; die angehakten Änderungen werden als ein Schritt gespeichert, den Rückgängig zurücknimmt.</translation>
    </message>
</context>
<context>
    <name>fw::app::TriagePage</name>
    <message>
        <source>Answer triage question</source>
        <translation>Frage der Erstbewertung beantworten</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>Model API check:</source>
        <translation>Prüfung Modell-API:</translation>
    </message>
    <message>
        <source>A starting point only: the acceptance test on the exact cluster decides.</source>
        <translation>Nur ein Ausgangspunkt: Entscheidend ist der Abnahmetest auf genau diesem Cluster.</translation>
    </message>
    <message>
        <source>Answer what you know; the recommendation follows each answer and is saved with the project. It is where to start, not the decision.</source>
        <translation>Beantworten Sie, was Sie wissen; die Empfehlung folgt jeder Antwort und wird mit dem Projekt gespeichert. Sie zeigt, wo Sie anfangen, nicht die Entscheidung.</translation>
    </message>
    <message>
        <source>First-decision questions</source>
        <translation>Fragen für die erste Entscheidung</translation>
    </message>
    <message>
        <source>Model-API check: does the workload need...</source>
        <translation>Prüfung Modell-API: Braucht die Workload...</translation>
    </message>
    <message>
        <source>Workload profile: the cluster must carry</source>
        <translation>Workload-Profil: Der Cluster muss tragen</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>(nicht beantwortet)</translation>
    </message>
</context>
<context>
    <name>fw::app::WorkloadSection</name>
    <message>
        <source>Workload not read</source>
        <translation>Workload nicht gelesen</translation>
    </message>
    <message>
        <source>Edit the workload</source>
        <translation>Workload bearbeiten</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says:</source>
        <translation>Die Beschreibung lässt sich nicht so aufteilen, wie sie sagt:</translation>
    </message>
    <message>
        <source>Not described yet: the values are an example (Llama-2-7B on 2 nodes of 8 GPUs). The first change stores the description.</source>
        <translation>Noch nicht beschrieben: Die Werte sind ein Beispiel (Llama-2-7B auf 2 Knoten mit je 8 GPUs). Die erste Änderung speichert die Beschreibung.</translation>
    </message>
    <message>
        <source>Communication per step and GPU</source>
        <translation>Kommunikation pro Schritt und GPU</translation>
    </message>
    <message>
        <source>No communication pattern until the description can be laid out.</source>
        <translation>Kein Kommunikationsmuster, solange sich die Beschreibung nicht aufteilen lässt.</translation>
    </message>
    <message>
        <source>Workload description: what runs on each candidate</source>
        <translation>Workload-Beschreibung: was auf jedem Kandidaten läuft</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
</context>
<context>
    <name>fw::app::WorksheetExport</name>
    <message>
        <source>Could not create %1.</source>
        <translation>%1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>fw::app::WorksheetTableView</name>
    <message>
        <source>Nothing was pasted:
%1</source>
        <translation>Es wurde nichts eingefügt:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>%n Zelle einfügen</numerusform>
            <numerusform>%n Zellen einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear %n cell(s)</source>
        <translation>
            <numerusform>%n Zelle leeren</numerusform>
            <numerusform>%n Zellen leeren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::cli</name>
    <message>
        <source>No candidate "%1" in the project.</source>
        <translation>Kein Kandidat „%1“ im Projekt.</translation>
    </message>
    <message>
        <source>"%1" names more than one candidate.</source>
        <translation>„%1“ bezeichnet mehr als einen Kandidaten.</translation>
    </message>
    <message>
        <source>Name one by id, supplier, offer or "supplier / offer":
%1</source>
        <translation>Geben Sie einen per ID, Anbieter, Angebot oder „Anbieter / Angebot“ an:
%1</translation>
    </message>
    <message>
        <source>Import benchmark logs (nccl-tests text or JSON, OSU, perftest, fabric-agent JSON Lines, CSV) into a project. Each file is stored whole or not at all.</source>
        <translation>Benchmark-Protokolle (nccl-tests-Text oder -JSON, OSU, perftest, fabric-agent-JSON-Lines, CSV) in ein Projekt importieren. Jede Datei wird vollständig oder gar nicht gespeichert.</translation>
    </message>
    <message>
        <source>The project file (*.fabwb).</source>
        <translation>Die Projektdatei (*.fabwb).</translation>
    </message>
    <message>
        <source>The candidate the runs belong to: id, supplier or offer name.</source>
        <translation>Der Kandidat, zu dem die Läufe gehören: ID, Anbieter- oder Angebotsname.</translation>
    </message>
    <message>
        <source>vendor (a supplier's claim) or own (our measurement); by default the agent's logs are own measurements and all others vendor claims.</source>
        <translation>vendor (Angabe eines Anbieters) oder own (unsere Messung); standardmäßig sind Protokolle des Agenten eigene Messungen und alle anderen Anbieterangaben.</translation>
    </message>
    <message>
        <source>The logs to import.</source>
        <translation>Die zu importierenden Protokolle.</translation>
    </message>
    <message>
        <source>--source must be vendor or own, not "%1".</source>
        <translation>--source muss vendor oder own sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 is open read-only: %2</source>
        <translation>%1 ist schreibgeschützt geöffnet: %2</translation>
    </message>
    <message>
        <source>Imported %1 as run %2 (%3): %4</source>
        <translation>%1 als Lauf %2 importiert (%3): %4</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <source>Run fabric-agent bench for a candidate, on this computer or over SSH through one of its connections, print the sizes as they arrive and store the run in the project. Arguments after -- go to the agent.</source>
        <translation>fabric-agent bench für einen Kandidaten ausführen, auf diesem Computer oder per SSH über eine seiner Verbindungen, die Größen beim Eintreffen ausgeben und den Lauf im Projekt speichern. Argumente nach -- gehen an den Agenten.</translation>
    </message>
    <message>
        <source>Options of fabric-agent bench.</source>
        <translation>Optionen von fabric-agent bench.</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Ausführung: %1</translation>
    </message>
    <message>
        <source>size %1/%2: %3 B %4, p50 %5 us, p99 %6 us, busbw %7 GB/s</source>
        <translation>Größe %1/%2: %3 B %4, p50 %5 us, p99 %6 us, busbw %7 GB/s</translation>
    </message>
    <message>
        <source>in place</source>
        <translation>In-Place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>Out-of-Place</translation>
    </message>
    <message>
        <source>Stored as dispatch %1 (%2).</source>
        <translation>Als Agentenlauf %1 gespeichert (%2).</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Write the procurement report of a project (PDF or HTML), or its procurement worksheet (XLSX or CSV), in English, German or Japanese.</source>
        <translation>Schreibt den Beschaffungsbericht eines Projekts (PDF oder HTML) oder sein Beschaffungsarbeitsblatt (XLSX oder CSV) auf Englisch, Deutsch oder Japanisch.</translation>
    </message>
    <message>
        <source>pdf or html (the report), xlsx or csv (the worksheet); by default the suffix of --out.</source>
        <translation>pdf oder html (der Bericht), xlsx oder csv (das Arbeitsblatt); standardmäßig die Dateiendung von --out.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>--lang must be en, de or ja, not "%1".</source>
        <translation>--lang muss en, de oder ja sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--format must be pdf, html, xlsx or csv, not "%1".</source>
        <translation>--format muss pdf, html, xlsx oder csv sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>The plan file (JSON).</source>
        <translation>Die Plandatei (JSON).</translation>
    </message>
    <message>
        <source>Print an example plan and exit.</source>
        <translation>Einen Beispielplan ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Step %1/%2 (%3)</source>
        <translation>Schritt %1/%2 (%3)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2: %3, stored as dispatch %4.</source>
        <translation>%1, %2: %3, gespeichert als Ausführung %4.</translation>
    </message>
    <message>
        <source>back to normal %1 s after the revert</source>
        <translation>%1 s nach der Rücknahme wieder normal</translation>
    </message>
    <message>
        <source>not recovered within the observation window</source>
        <translation>innerhalb des Beobachtungszeitraums nicht erholt</translation>
    </message>
    <message>
        <source>benchmark during the fault: %1</source>
        <translation>Benchmark während der Störung: %1</translation>
    </message>
    <message>
        <source>%1 done: %2</source>
        <translation>%1 fertig: %2</translation>
    </message>
    <message>
        <source>Plan run %1: %2.</source>
        <translation>Planlauf %1: %2.</translation>
    </message>
    <message>
        <source>The candidate the run belongs to: id, supplier or offer name.</source>
        <translation>Der Kandidat, zu dem der Lauf gehört: ID, Anbieter- oder Angebotsname.</translation>
    </message>
    <message>
        <source>The candidate's connection to use, by name; without it, the only one.</source>
        <translation>Die zu verwendende Verbindung des Kandidaten, per Name; ohne Angabe die einzige vorhandene.</translation>
    </message>
    <message>
        <source>local, mpirun or srun; overrides the connection's launcher.</source>
        <translation>local, mpirun oder srun; überschreibt den Launcher der Verbindung.</translation>
    </message>
    <message>
        <source>The known_hosts file; ~/.ssh/known_hosts by default.</source>
        <translation>Die known_hosts-Datei; standardmäßig ~/.ssh/known_hosts.</translation>
    </message>
    <message>
        <source>The candidate has no connection named "%1".</source>
        <translation>Der Kandidat hat keine Verbindung namens „%1“.</translation>
    </message>
    <message>
        <source>The candidate has several connections; name one with --connection.</source>
        <translation>Der Kandidat hat mehrere Verbindungen; geben Sie eine mit --connection an.</translation>
    </message>
    <message>
        <source>--launcher must be local, mpirun or srun, not "%1".</source>
        <translation>--launcher muss local, mpirun oder srun sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, nodes: %5</source>
        <translation>%1: %2, %3, %4, Knoten: %5</translation>
    </message>
    <message>
        <source>The supplier's name.</source>
        <translation>Der Name des Anbieters.</translation>
    </message>
    <message>
        <source>The offer's name, as the supplier calls it.</source>
        <translation>Der Name des Angebots, wie der Anbieter es nennt.</translation>
    </message>
    <message>
        <source>infiniband or roce (RoCE v2).</source>
        <translation>infiniband oder roce (RoCE v2).</translation>
    </message>
    <message>
        <source>How the cluster is delivered: cloud_rental, colocation or on_premises.</source>
        <translation>Wie der Cluster bereitgestellt wird: cloud_rental, colocation oder on_premises.</translation>
    </message>
    <message>
        <source>How many GPU nodes the offer has.</source>
        <translation>Wie viele GPU-Knoten das Angebot umfasst.</translation>
    </message>
    <message>
        <source>Free notes.</source>
        <translation>Freie Notizen.</translation>
    </message>
    <message>
        <source>--fabric must be infiniband or roce, not "%1".</source>
        <translation>--fabric muss infiniband oder roce sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--delivery must be cloud_rental, colocation or on_premises, not "%1".</source>
        <translation>--delivery muss cloud_rental, colocation oder on_premises sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--supplier must not be empty.</source>
        <translation>--supplier darf nicht leer sein.</translation>
    </message>
    <message>
        <source>There is already a candidate %1 (id %2); give this one another supplier or offer name.</source>
        <translation>Es gibt bereits einen Kandidaten %1 (ID %2); geben Sie diesem einen anderen Anbieter- oder Angebotsnamen.</translation>
    </message>
    <message>
        <source>fabric-workbench candidate add --project P --supplier S --offer O [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</source>
        <translation>fabric-workbench candidate add --project P --supplier S --offer O [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</translation>
    </message>
    <message>
        <source>Add a candidate: one supplier's offer. Without --fabric, --delivery and --nodes it is InfiniBand, a cloud rental, 1 node.</source>
        <translation>Einen Kandidaten hinzufügen: das Angebot eines Anbieters. Ohne --fabric, --delivery und --nodes ist es InfiniBand, Cloud-Miete, 1 Knoten.</translation>
    </message>
    <message>
        <source>Added candidate %1.</source>
        <translation>Kandidat hinzugefügt: %1.</translation>
    </message>
    <message>
        <source>fabric-workbench candidate list --project P [--json]</source>
        <translation>fabric-workbench candidate list --project P [--json]</translation>
    </message>
    <message>
        <source>List the project's candidates.</source>
        <translation>Die Kandidaten des Projekts auflisten.</translation>
    </message>
    <message>
        <source>Write JSON (docs/cli.md describes it).</source>
        <translation>JSON ausgeben (beschrieben in docs/cli.md).</translation>
    </message>
    <message>
        <source>The project has no candidates.</source>
        <translation>Das Projekt enthält keine Kandidaten.</translation>
    </message>
    <message>
        <source>fabric-workbench candidate edit --project P --candidate C [--supplier S] [--offer O] [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</source>
        <translation>fabric-workbench candidate edit --project P --candidate C [--supplier S] [--offer O] [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</translation>
    </message>
    <message>
        <source>Change a candidate's fields; the others stay as they are.</source>
        <translation>Felder eines Kandidaten ändern; die übrigen bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>The candidate: id, supplier, offer or "supplier / offer".</source>
        <translation>Der Kandidat: ID, Anbieter, Angebot oder „Anbieter / Angebot“.</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one of --supplier, --offer, --fabric, --delivery, --nodes and --notes.</source>
        <translation>Nichts zu ändern: Geben Sie mindestens eine der Optionen --supplier, --offer, --fabric, --delivery, --nodes und --notes an.</translation>
    </message>
    <message>
        <source>Changed candidate %1.</source>
        <translation>Kandidat geändert: %1.</translation>
    </message>
    <message>
        <source>fabric-workbench candidate remove --project P --candidate C [--force]</source>
        <translation>fabric-workbench candidate remove --project P --candidate C [--force]</translation>
    </message>
    <message>
        <source>Remove a candidate with its connections, BOM, answers, costs and scores. Its benchmark runs, dispatches and plan runs stay, without a candidate. A candidate that has any of these is removed only with --force.</source>
        <translation>Einen Kandidaten mit seinen Verbindungen, Stückliste, Antworten, Kosten und Bewertungen entfernen. Seine Benchmark-Läufe, Aufträge und Planläufe bleiben, ohne Kandidat. Ein Kandidat, der etwas davon hat, wird nur mit --force entfernt.</translation>
    </message>
    <message>
        <source>Remove it even when it has records.</source>
        <translation>Auch entfernen, wenn er Datensätze hat.</translation>
    </message>
    <message>
        <source>connections: %1, benchmark runs: %2, dispatches and plan runs: %3, other records: %4</source>
        <translation>Verbindungen: %1, Benchmark-Läufe: %2, Aufträge und Planläufe: %3, andere Datensätze: %4</translation>
    </message>
    <message>
        <source>Candidate %1 has records (%2). Its connections and other records would be deleted, its runs, dispatches and plan runs kept without a candidate. Add --force to remove it.</source>
        <translation>Kandidat %1 hat Datensätze (%2). Seine Verbindungen und anderen Datensätze würden gelöscht, seine Läufe, Aufträge und Planläufe ohne Kandidat behalten. Fügen Sie --force hinzu, um ihn zu entfernen.</translation>
    </message>
    <message>
        <source>Removed candidate %1 (%2).</source>
        <translation>Kandidat %1 entfernt (%2).</translation>
    </message>
    <message>
        <source>Add, list, change and remove the candidates of a project.</source>
        <translation>Die Kandidaten eines Projekts hinzufügen, auflisten, ändern und entfernen.</translation>
    </message>
    <message>
        <source>add a candidate</source>
        <translation>einen Kandidaten hinzufügen</translation>
    </message>
    <message>
        <source>list the candidates</source>
        <translation>die Kandidaten auflisten</translation>
    </message>
    <message>
        <source>change a candidate's fields</source>
        <translation>Felder eines Kandidaten ändern</translation>
    </message>
    <message>
        <source>remove a candidate</source>
        <translation>einen Kandidaten entfernen</translation>
    </message>
    <message>
        <source>The project has no candidates yet; add one with "fabric-workbench candidate add" or in the Candidates page.</source>
        <translation>Das Projekt hat noch keine Kandidaten; fügen Sie einen mit „fabric-workbench candidate add“ oder auf der Seite „Kandidaten“ hinzu.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>--%1 is missing.</source>
        <translation>--%1 fehlt.</translation>
    </message>
    <message>
        <source>--%1 must be a whole number of at least 1, not "%2".</source>
        <translation>--%1 muss eine ganze Zahl von mindestens 1 sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>Usage: fabric-workbench %1 %2 [options]</source>
        <translation>Aufruf: fabric-workbench %1 %2 [Optionen]</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>Unterbefehle:</translation>
    </message>
    <message>
        <source>"fabric-workbench %1 SUBCOMMAND --help" lists a subcommand's options.</source>
        <translation>„fabric-workbench %1 UNTERBEFEHL --help“ listet die Optionen eines Unterbefehls auf.</translation>
    </message>
    <message>
        <source>"fabric-workbench %1" needs a subcommand.</source>
        <translation>„fabric-workbench %1“ braucht einen Unterbefehl.</translation>
    </message>
    <message>
        <source>"%1" is not a subcommand of "fabric-workbench %2".</source>
        <translation>„%1“ ist kein Unterbefehl von „fabric-workbench %2“.</translation>
    </message>
    <message>
        <source>The project file %1 does not exist. Make one with "fabric-workbench new %2".</source>
        <translation>Die Projektdatei %1 existiert nicht. Legen Sie eine mit „fabric-workbench new %2“ an.</translation>
    </message>
    <message>
        <source>It has none; add one with "fabric-workbench connection add".</source>
        <translation>Er hat keine; fügen Sie eine mit „fabric-workbench connection add“ hinzu.</translation>
    </message>
    <message>
        <source>Its connections: %1.</source>
        <translation>Seine Verbindungen: %1.</translation>
    </message>
    <message>
        <source>"%1" (id %2): %3, ranks: %4</source>
        <translation>„%1“ (ID %2): %3, Ranks: %4</translation>
    </message>
    <message>
        <source>"%1" (id %2): %3, %4, nodes: %5, ranks per node: %6</source>
        <translation>„%1“ (ID %2): %3, %4, Knoten: %5, Ranks je Knoten: %6</translation>
    </message>
    <message>
        <source>The connection's name, unique within its candidate.</source>
        <translation>Der Name der Verbindung, eindeutig innerhalb ihres Kandidaten.</translation>
    </message>
    <message>
        <source>--hostfile: cannot read %1: %2</source>
        <translation>--hostfile: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1, line %2: "%3" is not a host name or address.</source>
        <translation>%1, Zeile %2: „%3“ ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <source>--hostfile: %1 names no host.</source>
        <translation>--hostfile: %1 nennt keinen Host.</translation>
    </message>
    <message>
        <source>Add a connection to a candidate: where and how "run" and "plan" start the agent. --local runs it on this computer (with mpirun when --ranks is above 1); --host reaches the cluster over SSH, with mpirun unless --launcher says srun. No password or passphrase is ever stored.</source>
        <translation>Einem Kandidaten eine Verbindung hinzufügen: wo und wie „run“ und „plan“ den Agenten starten. --local startet ihn auf diesem Computer (mit mpirun, wenn --ranks größer als 1 ist); --host erreicht den Cluster über SSH, mit mpirun, sofern --launcher nicht srun angibt. Kennwörter und Passphrasen werden nie gespeichert.</translation>
    </message>
    <message>
        <source>Run the agent on this computer.</source>
        <translation>Den Agenten auf diesem Computer ausführen.</translation>
    </message>
    <message>
        <source>The cluster's head node, reached over SSH.</source>
        <translation>Der Kopfknoten des Clusters, über SSH erreicht.</translation>
    </message>
    <message>
        <source>The SSH user; by default yours.</source>
        <translation>Der SSH-Benutzer; standardmäßig Ihrer.</translation>
    </message>
    <message>
        <source>The SSH port; 22 by default.</source>
        <translation>Der SSH-Port; standardmäßig 22.</translation>
    </message>
    <message>
        <source>The private key file; by default ssh-agent's keys.</source>
        <translation>Die Datei mit dem privaten Schlüssel; standardmäßig die Schlüssel von ssh-agent.</translation>
    </message>
    <message>
        <source>A jump host, [user@]host[:port].</source>
        <translation>Ein Jump-Host, [user@]host[:port].</translation>
    </message>
    <message>
        <source>The remote folder the agent is built in; .fabric-workbench by default.</source>
        <translation>Der entfernte Ordner, in dem der Agent gebaut wird; standardmäßig .fabric-workbench.</translation>
    </message>
    <message>
        <source>local, mpirun or srun.</source>
        <translation>local, mpirun oder srun.</translation>
    </message>
    <message>
        <source>Ranks per node; 1 by default.</source>
        <translation>Ranks je Knoten; standardmäßig 1.</translation>
    </message>
    <message>
        <source>A file of the nodes to run on, one per line (an Open MPI hostfile works).</source>
        <translation>Eine Datei mit den Knoten, auf denen gerechnet wird, einer je Zeile (eine Open-MPI-Hostdatei geht auch).</translation>
    </message>
    <message>
        <source>srun without a hostfile: how many nodes Slurm should choose.</source>
        <translation>srun ohne Hostdatei: wie viele Knoten Slurm auswählen soll.</translation>
    </message>
    <message>
        <source>One more argument for mpirun or srun; repeat it for several.</source>
        <translation>Ein weiteres Argument für mpirun oder srun; für mehrere wiederholen.</translation>
    </message>
    <message>
        <source>--local: the agent program; by default the one installed with the workbench.</source>
        <translation>--local: das Agentenprogramm; standardmäßig das mit der Workbench installierte.</translation>
    </message>
    <message>
        <source>Give either --local or --host.</source>
        <translation>Geben Sie entweder --local oder --host an.</translation>
    </message>
    <message>
        <source>--%1 is for a connection over SSH (--host), not --local.</source>
        <translation>--%1 gilt für eine Verbindung über SSH (--host), nicht für --local.</translation>
    </message>
    <message>
        <source>--agent is for --local; over SSH the workbench builds the agent on the cluster.</source>
        <translation>--agent gilt für --local; über SSH baut die Workbench den Agenten auf dem Cluster.</translation>
    </message>
    <message>
        <source>--port must be a number from 1 to 65535, not "%1".</source>
        <translation>--port muss eine Zahl von 1 bis 65535 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--key: %1 is not a file.</source>
        <translation>--key: %1 ist keine Datei.</translation>
    </message>
    <message>
        <source>--launcher %1 runs over SSH; give --host instead of --local.</source>
        <translation>--launcher %1 läuft über SSH; geben Sie --host statt --local an.</translation>
    </message>
    <message>
        <source>--launcher local runs on this computer; give --local instead of --host.</source>
        <translation>--launcher local läuft auf diesem Computer; geben Sie --local statt --host an.</translation>
    </message>
    <message>
        <source>The connection was not added:</source>
        <translation>Die Verbindung wurde nicht hinzugefügt:</translation>
    </message>
    <message>
        <source>Added a connection to %1: %2.</source>
        <translation>Verbindung zu %1 hinzugefügt: %2.</translation>
    </message>
    <message>
        <source>fabric-workbench connection list --project P [--candidate C] [--json]</source>
        <translation>fabric-workbench connection list --project P [--candidate C] [--json]</translation>
    </message>
    <message>
        <source>List the connections of a candidate, or of every candidate. The Benchmarks and Faults pages list the same ones.</source>
        <translation>Die Verbindungen eines Kandidaten oder aller Kandidaten auflisten. Die Seiten „Benchmarks“ und „Fehler“ zeigen dieselben.</translation>
    </message>
    <message>
        <source>No connections.</source>
        <translation>Keine Verbindungen.</translation>
    </message>
    <message>
        <source>%1, candidate %2</source>
        <translation>%1, Kandidat %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>fabric-workbench connection remove --project P --candidate C --name N</source>
        <translation>fabric-workbench connection remove --project P --candidate C --name N</translation>
    </message>
    <message>
        <source>Remove a candidate's connection. Dispatches and plan runs made through it keep their records.</source>
        <translation>Eine Verbindung eines Kandidaten entfernen. Aufträge und Planläufe, die über sie liefen, behalten ihre Datensätze.</translation>
    </message>
    <message>
        <source>Removed connection "%1" (id %2).</source>
        <translation>Verbindung „%1“ (ID %2) entfernt.</translation>
    </message>
    <message>
        <source>fabric-workbench connection copy --project P --candidate C --name N --to CANDIDATE [--as NAME]</source>
        <translation>fabric-workbench connection copy --project P --candidate C --name N --to CANDIDATE [--as NAME]</translation>
    </message>
    <message>
        <source>Copy a candidate's connection to another candidate.</source>
        <translation>Eine Verbindung eines Kandidaten zu einem anderen Kandidaten kopieren.</translation>
    </message>
    <message>
        <source>The candidate that gets the copy.</source>
        <translation>Der Kandidat, der die Kopie erhält.</translation>
    </message>
    <message>
        <source>The copy's name; by default the same.</source>
        <translation>Der Name der Kopie; standardmäßig derselbe.</translation>
    </message>
    <message>
        <source>Copied connection "%1" to %2 as %3.</source>
        <translation>Verbindung „%1“ nach %2 kopiert als %3.</translation>
    </message>
    <message>
        <source>add a connection to a candidate</source>
        <translation>einem Kandidaten eine Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>list connections</source>
        <translation>Verbindungen auflisten</translation>
    </message>
    <message>
        <source>copy a connection to another candidate</source>
        <translation>eine Verbindung zu einem anderen Kandidaten kopieren</translation>
    </message>
    <message>
        <source>remove a connection</source>
        <translation>eine Verbindung entfernen</translation>
    </message>
    <message>
        <source>%1 already exists; it was left as it is. Choose another name, or remove it first.</source>
        <translation>%1 existiert bereits und wurde nicht verändert. Wählen Sie einen anderen Namen oder entfernen Sie die Datei zuerst.</translation>
    </message>
    <message>
        <source>Made the empty project %1.</source>
        <translation>Leeres Projekt %1 angelegt.</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1: %2 (%3, %4)</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>kein Kandidat</translation>
    </message>
    <message>
        <source>Name at least one run by its id ("fabric-workbench runs list" shows them).</source>
        <translation>Nennen Sie mindestens einen Lauf mit seiner ID („fabric-workbench runs list“ zeigt sie).</translation>
    </message>
    <message>
        <source>"%1" is not a run id; runs are named by the number "runs list" shows.</source>
        <translation>„%1“ ist keine Lauf-ID; Läufe werden mit der Nummer genannt, die „runs list“ zeigt.</translation>
    </message>
    <message>
        <source>There is no benchmark run %1 in %2.</source>
        <translation>Es gibt keinen Benchmark-Lauf %1 in %2.</translation>
    </message>
    <message>
        <source>fabric-workbench runs list --project P [--candidate C | --no-candidate] [--json]</source>
        <translation>fabric-workbench runs list --project P [--candidate C | --no-candidate] [--json]</translation>
    </message>
    <message>
        <source>List the benchmark runs of a project, newest import first.</source>
        <translation>Die Benchmark-Läufe eines Projekts auflisten, den neuesten Import zuerst.</translation>
    </message>
    <message>
        <source>Only this candidate's runs: id, supplier, offer or "supplier / offer".</source>
        <translation>Nur die Läufe dieses Kandidaten: ID, Anbieter, Angebot oder „Anbieter / Angebot“.</translation>
    </message>
    <message>
        <source>Only the runs of no candidate.</source>
        <translation>Nur die Läufe ohne Kandidat.</translation>
    </message>
    <message>
        <source>Give --candidate or --no-candidate, not both.</source>
        <translation>Geben Sie --candidate oder --no-candidate an, nicht beides.</translation>
    </message>
    <message>
        <source>No benchmark runs.</source>
        <translation>Keine Benchmark-Läufe.</translation>
    </message>
    <message>
        <source>fabric-workbench runs show --project P ID [--json]</source>
        <translation>fabric-workbench runs show --project P ID [--json]</translation>
    </message>
    <message>
        <source>Show one benchmark run: its provenance, where its ranks ran, every result row and what relies on it.</source>
        <translation>Einen Benchmark-Lauf zeigen: seine Herkunft, wo seine Ranks liefen, jede Ergebniszeile und was auf ihm beruht.</translation>
    </message>
    <message>
        <source>The run's id.</source>
        <translation>Die ID des Laufs.</translation>
    </message>
    <message>
        <source>Name one run.</source>
        <translation>Nennen Sie einen Lauf.</translation>
    </message>
    <message>
        <source>File: %1 (%2, SHA-256 %3), imported %4</source>
        <translation>Datei: %1 (%2, SHA-256 %3), importiert %4</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>Rank %1: %2 %3 %4</source>
        <translation>Rank %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 B %2: p50 %3 us, p99 %4 us, busbw %5 GB/s</source>
        <translation>%1 B %2: p50 %3 us, p99 %4 us, busbw %5 GB/s</translation>
    </message>
    <message>
        <source>fabric-workbench runs move --project P ID... (--to CANDIDATE | --no-candidate)</source>
        <translation>fabric-workbench runs move --project P ID... (--to CANDIDATE | --no-candidate)</translation>
    </message>
    <message>
        <source>Give benchmark runs to another candidate, or to none. Each moved run freezes its new candidate's declared BOM.</source>
        <translation>Benchmark-Läufe einem anderen Kandidaten oder keinem zuordnen. Jeder verschobene Lauf hält die angegebene Stückliste seines neuen Kandidaten fest.</translation>
    </message>
    <message>
        <source>The candidate the runs go to: id, supplier, offer or "supplier / offer".</source>
        <translation>Der Kandidat, zu dem die Läufe kommen: ID, Anbieter, Angebot oder „Anbieter / Angebot“.</translation>
    </message>
    <message>
        <source>Take the runs from their candidate.</source>
        <translation>Die Läufe von ihrem Kandidaten lösen.</translation>
    </message>
    <message>
        <source>The runs' ids.</source>
        <translation>Die IDs der Läufe.</translation>
    </message>
    <message>
        <source>Give either --to CANDIDATE or --no-candidate.</source>
        <translation>Geben Sie entweder --to KANDIDAT oder --no-candidate an.</translation>
    </message>
    <message>
        <source>Moved run %1 to %2.</source>
        <translation>Lauf %1 nach %2 verschoben.</translation>
    </message>
    <message>
        <source>fabric-workbench runs edit --project P ID... [--label TEXT] [--notes TEXT] [--source vendor|own]</source>
        <translation>fabric-workbench runs edit --project P ID... [--label TEXT] [--notes TEXT] [--source vendor|own]</translation>
    </message>
    <message>
        <source>Change the label, the notes or the source of benchmark runs.</source>
        <translation>Bezeichnung, Notizen oder Quelle von Benchmark-Läufen ändern.</translation>
    </message>
    <message>
        <source>The runs' label; empty to clear it.</source>
        <translation>Die Bezeichnung der Läufe; leer, um sie zu löschen.</translation>
    </message>
    <message>
        <source>The runs' notes; empty to clear them.</source>
        <translation>Die Notizen der Läufe; leer, um sie zu löschen.</translation>
    </message>
    <message>
        <source>vendor (a supplier's claim) or own (our measurement).</source>
        <translation>vendor (Angabe eines Anbieters) oder own (unsere Messung).</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one of --label, --notes and --source.</source>
        <translation>Nichts zu ändern: Geben Sie mindestens eine der Optionen --label, --notes und --source an.</translation>
    </message>
    <message>
        <source>Changed run %1.</source>
        <translation>Lauf %1 geändert.</translation>
    </message>
    <message>
        <source>fabric-workbench runs delete --project P ID... [--force]</source>
        <translation>fabric-workbench runs delete --project P ID... [--force]</translation>
    </message>
    <message>
        <source>Delete benchmark runs with their result rows, all in one transaction. A run that a plan run, the Cost and Decision pages or a questionnaire answer relies on is deleted only with --force; without it, nothing is deleted and the command says what relies on which run.</source>
        <translation>Benchmark-Läufe mit ihren Ergebniszeilen löschen, alle in einer Transaktion. Ein Lauf, auf dem ein Planlauf, die Seiten „Kosten“ und „Entscheidung“ oder eine Fragebogenantwort beruhen, wird nur mit --force gelöscht; ohne die Option wird nichts gelöscht, und der Befehl sagt, was auf welchem Lauf beruht.</translation>
    </message>
    <message>
        <source>Delete the runs even when something relies on them.</source>
        <translation>Die Läufe auch löschen, wenn etwas auf ihnen beruht.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>Nothing was deleted; something relies on these runs:</source>
        <translation>Nichts wurde gelöscht; auf diesen Läufen beruht etwas:</translation>
    </message>
    <message>
        <source>Add --force to delete them anyway.</source>
        <translation>Fügen Sie --force hinzu, um sie trotzdem zu löschen.</translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>Lauf %1 gelöscht.</translation>
    </message>
    <message>
        <source>List, show, move, edit and delete the benchmark runs of a project.</source>
        <translation>Die Benchmark-Läufe eines Projekts auflisten, zeigen, verschieben, bearbeiten und löschen.</translation>
    </message>
    <message>
        <source>list the runs</source>
        <translation>die Läufe auflisten</translation>
    </message>
    <message>
        <source>show one run</source>
        <translation>einen Lauf zeigen</translation>
    </message>
    <message>
        <source>give runs to another candidate</source>
        <translation>Läufe einem anderen Kandidaten zuordnen</translation>
    </message>
    <message>
        <source>change the label, notes or source of runs</source>
        <translation>Bezeichnung, Notizen oder Quelle von Läufen ändern</translation>
    </message>
    <message>
        <source>delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <source>The fingerprint did not match, so nothing was trusted: --accept-host-key names %1, but the %2 key of %3 has the fingerprint %4.</source>
        <translation>Der Fingerabdruck stimmte nicht überein, daher wurde nichts als vertrauenswürdig eingetragen: --accept-host-key nennt %1, aber der %2-Schlüssel von %3 hat den Fingerabdruck %4.</translation>
    </message>
    <message>
        <source>Trust an unknown host whose key has exactly this fingerprint (SHA256:...). A changed or revoked key is never accepted here.</source>
        <translation>Einem unbekannten Host vertrauen, dessen Schlüssel genau diesen Fingerabdruck hat (SHA256:...). Ein geänderter oder widerrufener Schlüssel wird hier nie akzeptiert.</translation>
    </message>
    <message>
        <source>fabric-workbench questionnaire list --project P [--candidate C] [--json]</source>
        <translation>fabric-workbench questionnaire list --project P [--candidate C] [--json]</translation>
    </message>
    <message>
        <source>List the questionnaire answers of each candidate with their status, linked runs and claim checks.</source>
        <translation>Die Fragebogenantworten jedes Kandidaten mit Status, verknüpften Läufen und Prüfung der Anbieterangaben auflisten.</translation>
    </message>
    <message>
        <source>Only this candidate: id, supplier, offer or "supplier / offer".</source>
        <translation>Nur dieser Kandidat: ID, Anbieter, Angebot oder „Anbieter / Angebot“.</translation>
    </message>
    <message>
        <source>  %1 (%2), %3: %4</source>
        <translation>  %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source>The question: its number (4) or key (ib.nccl).</source>
        <translation>Die Frage: ihre Nummer (4) oder ihr Schlüssel (ib.nccl).</translation>
    </message>
    <message>
        <source>A run id ("runs list" shows them); may be repeated.</source>
        <translation>Eine Lauf-ID („runs list“ zeigt sie); darf wiederholt werden.</translation>
    </message>
    <message>
        <source>Run %1 is not an own measurement of %2, so it cannot check the supplier's claim.</source>
        <translation>Lauf %1 ist keine eigene Messung von %2 und kann die Anbieterangabe daher nicht prüfen.</translation>
    </message>
    <message>
        <source>List questionnaire answers and check their claims against own runs.</source>
        <translation>Fragebogenantworten auflisten und ihre Anbieterangaben gegen eigene Läufe prüfen.</translation>
    </message>
    <message>
        <source>list the answers with their checks</source>
        <translation>die Antworten mit ihren Prüfungen auflisten</translation>
    </message>
    <message>
        <source>link an answer's claim to own runs</source>
        <translation>die Anbieterangabe einer Antwort mit eigenen Läufen verknüpfen</translation>
    </message>
    <message>
        <source>%1 (weight %2)</source>
        <translation>%1 (Gewicht %2)</translation>
    </message>
    <message>
        <source>  %1: no score</source>
        <translation>  %1: keine Bewertung</translation>
    </message>
    <message>
        <source>  %1: %2 ± %3 (%4) %5</source>
        <translation>  %1: %2 ± %3 (%4) %5</translation>
    </message>
    <message>
        <source>    = %1</source>
        <translation>    = %1</translation>
    </message>
    <message>
        <source>%1: weighted total %2; cost per accepted run %3</source>
        <translation>%1: gewichtete Summe %2; Kosten je abgenommenem Lauf %3</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source> (not ready)</source>
        <translation> (nicht bereit)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>fabric-workbench questionnaire link --project P --candidate C --question N (--run ID | --plan-step R:S)... [--unlink]</source>
        <translation>fabric-workbench questionnaire link --project P --candidate C --question N (--run ID | --plan-step R:S)... [--unlink]</translation>
    </message>
    <message>
        <source>Link an answer with figures to what checks them: the candidate's own runs for bandwidth and latency, steps of its plan runs for recovery times; or unlink them. Prints the checks.</source>
        <translation>Verknüpft eine Antwort mit Zahlen mit dem, was sie prüft: eigene Läufe des Kandidaten für Bandbreite und Latenz, Schritte seiner Planläufe für Wiederherstellungszeiten; oder hebt die Verknüpfung auf. Gibt die Prüfungen aus.</translation>
    </message>
    <message>
        <source>A step of a plan run that measured recovery, as PLAN-RUN:STEP (a fault step, or a storage step with --kill-rank); may be repeated.</source>
        <translation>Ein Schritt eines Planlaufs, der die Wiederherstellung gemessen hat, als PLANLAUF:SCHRITT (ein Fehlerschritt oder ein Speicherschritt mit --kill-rank); wiederholbar.</translation>
    </message>
    <message>
        <source>Remove these links instead.</source>
        <translation>Stattdessen diese Verknüpfungen entfernen.</translation>
    </message>
    <message>
        <source>Question %1 (%2) does not ask for numbers and its answer quotes none (GB/s, µs, or a recovery time in s), so nothing can check it; in the %3 questionnaire question %4 asks for numbers.</source>
        <translation>Frage %1 (%2) fragt nicht nach Zahlen und ihre Antwort nennt keine (GB/s, µs oder eine Wiederherstellungszeit in s), daher kann nichts sie prüfen; im Fragebogen %3 fragt Frage %4 nach Zahlen.</translation>
    </message>
    <message>
        <source>Step %1 of plan run %2 is no step of a plan run of %3 that measures recovery (a fault step, or a storage step with --kill-rank).</source>
        <translation>Schritt %1 von Planlauf %2 ist kein Schritt eines Planlaufs von %3, der die Wiederherstellung misst (ein Fehlerschritt oder ein Speicherschritt mit --kill-rank).</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>Planlauf %1, Schritt %2</translation>
    </message>
    <message>
        <source>Question %1 of %2 is linked to nothing.</source>
        <translation>Frage %1 von %2 ist mit nichts verknüpft.</translation>
    </message>
    <message>
        <source>Question %1 of %2 is linked to %3.</source>
        <translation>Frage %1 von %2 ist verknüpft mit %3.</translation>
    </message>
    <message>
        <source>  The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a recovery time in s).</source>
        <translation>  Die Antwort nennt keine prüfbare Zahl (Busbandbreite in GB/s, Latenz in µs oder Wiederherstellungszeit in s).</translation>
    </message>
    <message>
        <source>"%1" is not a plan step; name one as PLAN-RUN:STEP, for example 3:2 for step 2 of plan run 3 (the plan command prints the plan run's number).</source>
        <translation>„%1“ ist kein Planschritt; geben Sie ihn als PLANLAUF:SCHRITT an, zum Beispiel 3:2 für Schritt 2 von Planlauf 3 (der Befehl plan gibt die Nummer des Planlaufs aus).</translation>
    </message>
    <message>
        <source>Seconds between SSH keepalive messages; a link silent for twice as long counts as dead. 10 by default.</source>
        <translation>Sekunden zwischen SSH-Keepalive-Nachrichten; eine Verbindung, die doppelt so lange stumm bleibt, gilt als tot. Standard: 10.</translation>
    </message>
    <message>
        <source>Slurm job: %1</source>
        <translation>Slurm-Job: %1</translation>
    </message>
    <message>
        <source>The supplier's language: en, de or ja.</source>
        <translation>Die Sprache des Anbieters: en, de oder ja.</translation>
    </message>
    <message>
        <source>There is no workbook language "%1"; the languages are en, de and ja.</source>
        <translation>Es gibt keine Arbeitsmappensprache „%1“; die Sprachen sind en, de und ja.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>  Question %1 (%2): %3 -&gt; %4</source>
        <translation>  Frage %1 (%2): %3 -&gt; %4</translation>
    </message>
    <message>
        <source>    was: %1</source>
        <translation>    vorher: %1</translation>
    </message>
    <message>
        <source>    now: %1</source>
        <translation>    jetzt: %1</translation>
    </message>
    <message>
        <source>    new red flag: %1</source>
        <translation>    neues Warnsignal: %1</translation>
    </message>
    <message>
        <source>  BOM %1: "%2" -&gt; "%3"</source>
        <translation>  Stückliste %1: „%2“ -&gt; „%3“</translation>
    </message>
    <message>
        <source>fabric-workbench supplier-sheet import --project P FILE.xlsx [--candidate C] (--accept-all|--dry-run) [--json]</source>
        <translation>fabric-workbench supplier-sheet import --project P DATEI.xlsx [--candidate C] (--accept-all|--dry-run) [--json]</translation>
    </message>
    <message>
        <source>Bring back a workbook the supplier filled in: show what it changes, and with --accept-all store every change in one step.</source>
        <translation>Eine vom Anbieter ausgefüllte Arbeitsmappe zurückholen: zeigen, was sie ändert, und mit --accept-all jede Änderung in einem Schritt speichern.</translation>
    </message>
    <message>
        <source>The candidate the workbook is for; needed when it has no stamp, checked against the stamp otherwise.</source>
        <translation>Der Kandidat, zu dem die Arbeitsmappe gehört; nötig, wenn sie keinen Stempel hat, sonst mit dem Stempel abgeglichen.</translation>
    </message>
    <message>
        <source>Store every change.</source>
        <translation>Jede Änderung speichern.</translation>
    </message>
    <message>
        <source>Only show the changes; store nothing.</source>
        <translation>Nur die Änderungen zeigen; nichts speichern.</translation>
    </message>
    <message>
        <source>Name one workbook, and either --accept-all or --dry-run.</source>
        <translation>Nennen Sie eine Arbeitsmappe und entweder --accept-all oder --dry-run.</translation>
    </message>
    <message>
        <source>The workbook was refused; nothing was changed.</source>
        <translation>Die Arbeitsmappe wurde abgelehnt; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Stored every change.</source>
        <translation>Jede Änderung gespeichert.</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Send a supplier the questionnaire and BOM as a workbook, and bring the answers back.</source>
        <translation>Einem Anbieter Fragebogen und Stückliste als Arbeitsmappe senden und die Antworten zurückholen.</translation>
    </message>
    <message>
        <source>write a candidate's workbook for the supplier</source>
        <translation>die Arbeitsmappe eines Kandidaten für den Anbieter schreiben</translation>
    </message>
    <message>
        <source>review a returned workbook and store its answers</source>
        <translation>eine zurückgeschickte Arbeitsmappe prüfen und ihre Antworten speichern</translation>
    </message>
    <message>
        <source>Skipped in %1, line %2: %3</source>
        <translation>Übersprungen in %1, Zeile %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 gave %n run(s).</source>
        <translation>
            <numerusform>%1 ergab %n Lauf.</numerusform>
            <numerusform>%1 ergab %n Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>(--salvage imports the result rows that can be read and lists the others.)</source>
        <translation>(--salvage importiert die lesbaren Ergebniszeilen und führt die übrigen auf.)</translation>
    </message>
    <message>
        <source>The report language: en, de or ja; by default the language of these messages (LANG).</source>
        <translation>Die Sprache des Berichts: en, de oder ja; standardmäßig die Sprache dieser Meldungen (LANG).</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: the plan can run (%n warning(s)).</source>
        <translation>
            <numerusform>%1: Der Plan kann laufen (%n Warnung).</numerusform>
            <numerusform>%1: Der Plan kann laufen (%n Warnungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>The currency, as its three-letter code (EUR, USD, JPY).</source>
        <translation>Die Währung als dreibuchstabiger Code (EUR, USD, JPY).</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate set --project P --currency CUR --in-base RATE [--date YYYY-MM-DD]</source>
        <translation>fabric-workbench cost rate set --project P --currency CUR --in-base RATE [--date YYYY-MM-DD]</translation>
    </message>
    <message>
        <source>Set what one unit of a currency is worth in the project's currency, as of a date; prices quoted in it are converted with this rate.</source>
        <translation>Legt fest, was eine Einheit einer Währung zu einem Datum in der Währung des Projekts wert ist; Preise in dieser Währung werden damit umgerechnet.</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in the project's currency.</source>
        <translation>Was eine Einheit der Währung in der Währung des Projekts wert ist.</translation>
    </message>
    <message>
        <source>The date of the rate (default: today).</source>
        <translation>Das Datum des Kurses (Standard: heute).</translation>
    </message>
    <message>
        <source>--in-base must be a number greater than 0, not "%1".</source>
        <translation>--in-base muss eine Zahl größer als 0 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--date must be a date as 2026-11-30, not "%1".</source>
        <translation>--date muss ein Datum wie 2026-11-30 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3 as of %4.</source>
        <translation>1 %1 = %2 %3, Stand %4.</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate remove --project P --currency CUR</source>
        <translation>fabric-workbench cost rate remove --project P --currency CUR</translation>
    </message>
    <message>
        <source>Remove the exchange rate of a currency no price line is in.</source>
        <translation>Entfernt den Wechselkurs einer Währung, in der keine Preiszeile steht.</translation>
    </message>
    <message>
        <source>The project has no exchange rate for %1.</source>
        <translation>Das Projekt hat keinen Wechselkurs für %1.</translation>
    </message>
    <message>
        <source>Removed the exchange rate of %1.</source>
        <translation>Wechselkurs von %1 entfernt.</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate list --project P [--json]</source>
        <translation>fabric-workbench cost rate list --project P [--json]</translation>
    </message>
    <message>
        <source>List the project's exchange rates.</source>
        <translation>Listet die Wechselkurse des Projekts auf.</translation>
    </message>
    <message>
        <source>Project currency: %1</source>
        <translation>Währung des Projekts: %1</translation>
    </message>
    <message>
        <source>  1 %1 = %2 %3 (as of %4)</source>
        <translation>  1 %1 = %2 %3 (Stand %4)</translation>
    </message>
    <message>
        <source>The project's exchange rates into its currency, each dated.</source>
        <translation>Die Wechselkurse des Projekts in seine Währung, jeweils mit Datum.</translation>
    </message>
    <message>
        <source>set or change the rate of a currency</source>
        <translation>den Kurs einer Währung setzen oder ändern</translation>
    </message>
    <message>
        <source>list the rates</source>
        <translation>die Kurse auflisten</translation>
    </message>
    <message>
        <source>remove the rate of a currency</source>
        <translation>den Kurs einer Währung entfernen</translation>
    </message>
    <message>
        <source>fabric-workbench cost prices --project P --candidate C [--json]</source>
        <translation>fabric-workbench cost prices --project P --candidate C [--json]</translation>
    </message>
    <message>
        <source>List a candidate's quoted price lines and the cost inputs they give, per period in the project's currency.</source>
        <translation>Listet die angebotenen Preiszeilen eines Kandidaten und die Kosteneingaben, die sie ergeben, je Zeitraum in der Währung des Projekts.</translation>
    </message>
    <message>
        <source>  line %1 (%2): %3</source>
        <translation>  Zeile %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1: %2 per %3 (quoted, line(s) %4)</source>
        <translation>%1: %2 je %3 (angeboten, Zeile(n) %4)</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <source>No price lines are stored for this candidate.</source>
        <translation>Für diesen Kandidaten sind keine Preiszeilen gespeichert.</translation>
    </message>
    <message>
        <source>set, list or remove exchange rates</source>
        <translation>Wechselkurse setzen, auflisten oder entfernen</translation>
    </message>
    <message>
        <source>list a candidate's price lines and the inputs they give</source>
        <translation>die Preiszeilen eines Kandidaten und die Eingaben, die sie ergeben, auflisten</translation>
    </message>
    <message>
        <source>Write the workbook a supplier fills in: the questionnaire of the candidate's fabric, the bill of materials and the price sheet, in the supplier's language.</source>
        <translation>Schreibt die Arbeitsmappe, die ein Anbieter ausfüllt: den Fragebogen zur Fabric des Kandidaten, die Stückliste und das Preisblatt, in der Sprache des Anbieters.</translation>
    </message>
    <message>
        <source>Workbook of %1: %2 answer(s), %3 BOM field(s) and %4 price line(s) changed.</source>
        <translation>Arbeitsmappe von %1: %2 Antwort(en), %3 BOM-Feld(er) und %4 Preiszeile(n) geändert.</translation>
    </message>
    <message>
        <source>  Price line %1 (%2, %3): "%4" -&gt; "%5"</source>
        <translation>  Preiszeile %1 (%2, %3): „%4“ -&gt; „%5“</translation>
    </message>
    <message>
        <source>The workbook the supplier returned (.xlsx, or .ods as LibreOffice saves it).</source>
        <translation>Die Arbeitsmappe, die der Anbieter zurückgeschickt hat (.xlsx, oder .ods, wie LibreOffice sie speichert).</translation>
    </message>
    <message>
        <source>Make the demo project instead: example candidates, answers, costs, claims from published logs and example plan runs, all labelled as example data.</source>
        <translation>Stattdessen das Demoprojekt anlegen: Beispielkandidaten, Antworten, Kosten, Anbieterangaben aus veröffentlichten Logs und Beispiel-Planläufe, alles als Beispieldaten gekennzeichnet.</translation>
    </message>
    <message>
        <source>Made the demo project %1 (example data).</source>
        <translation>Demoprojekt %1 angelegt (Beispieldaten).</translation>
    </message>
    <message>
        <source>fabric-workbench supplier-sheet export --project P --candidate C [--lang en|de|ja] --out FILE.xlsx|FILE.pdf</source>
        <translation>fabric-workbench supplier-sheet export --project P --candidate C [--lang en|de|ja] --out DATEI.xlsx|DATEI.pdf</translation>
    </message>
    <message>
        <source>The workbook to write: .xlsx to be filled in, .pdf to be read.</source>
        <translation>Die zu schreibende Arbeitsmappe: .xlsx zum Ausfüllen, .pdf zum Lesen.</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source> against %1 GB/s</source>
        <translation> gegenüber %1 GB/s</translation>
    </message>
    <message>
        <source>  run %1 (%2, phase %3) on %4: %5%6, %7</source>
        <translation>  Lauf %1 (%2, Phase %3) auf %4: %5%6, %7</translation>
    </message>
    <message>
        <source>Straggler verdict: %1</source>
        <translation>Nachzügler-Urteil: %1</translation>
    </message>
    <message>
        <source>"%1" is an unknown command. The commands are: %2.</source>
        <translation>„%1“ ist ein unbekannter Befehl. Die Befehle sind: %2.</translation>
    </message>
    <message>
        <source>Use "fabric-workbench COMMAND --help" for a command's options, "fabric-workbench PROJECT.fabwb" to open a project in the window.</source>
        <translation>Die Optionen eines Befehls zeigt „fabric-workbench BEFEHL --help“; „fabric-workbench PROJEKT.fabwb“ öffnet ein Projekt im Fenster.</translation>
    </message>
    <message>
        <source>Import the result rows that can be read from a file with damaged rows, instead of refusing it. The skipped rows are listed on the run, which never counts as checked, passed. A log whose run failed is kept as a failed attempt with the rows before the failure.</source>
        <translation>Aus einer Datei mit beschädigten Zeilen die lesbaren Ergebniszeilen importieren, statt sie abzulehnen. Die übersprungenen Zeilen werden beim Lauf aufgeführt, der nie als geprüft, bestanden gilt. Ein Protokoll, dessen Lauf fehlgeschlagen ist, wird als fehlgeschlagener Versuch mit den Zeilen vor dem Fehler behalten.</translation>
    </message>
    <message>
        <source>(--salvage stores it as a failed attempt of the candidate, with the rows before the failure: it counts in the failed share of the acceptance rate.)</source>
        <translation>(--salvage speichert es als fehlgeschlagenen Versuch des Kandidaten, mit den Zeilen vor dem Fehler: Er zählt zum Anteil der Fehlschläge in der Abnahmequote.)</translation>
    </message>
    <message>
        <source>Run %1 is a failed attempt: the log reports %2.</source>
        <translation>Lauf %1 ist ein fehlgeschlagener Versuch: Das Protokoll meldet %2.</translation>
    </message>
    <message>
        <source>Once the fingerprint is checked with the cluster's administrators, run the command again with --accept-host-key %1 to trust it.</source>
        <translation>Sobald der Fingerabdruck mit den Administratoren des Clusters geprüft ist, führen Sie den Befehl erneut mit --accept-host-key %1 aus, um ihm zu vertrauen.</translation>
    </message>
    <message>
        <source>--accept-host-key was not used: it trusts only a host that is not in %1 yet, and never replaces a key that is there. After checking the new fingerprint, remove the old key (ssh-keygen -R %2 -f %1) or use Re-trust Host Key… in the window, and run again.</source>
        <translation>--accept-host-key wurde nicht verwendet: Es vertraut nur einem Host, der noch nicht in %1 steht, und ersetzt nie einen Schlüssel, der dort steht. Prüfen Sie den neuen Fingerabdruck, entfernen Sie dann den alten Schlüssel (ssh-keygen -R %2 -f %1) oder verwenden Sie im Fenster „Hostschlüssel erneut vertrauen…“, und starten Sie erneut.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gave %n run(s), saved, but not yet in the project file alone.</source>
        <translation>
            <numerusform>%1 ergab %n Lauf, gespeichert, aber noch nicht allein in der Projektdatei.</numerusform>
            <numerusform>%1 ergab %n Läufe, gespeichert, aber noch nicht allein in der Projektdatei.</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Precision: %1</source>
        <translation>Genauigkeit: %1</translation>
    </message>
    <message>
        <source>fabric-workbench workload set --project P [--kind K] [--precision P] [--FIELD N]...</source>
        <translation>fabric-workbench workload set --project P [--kind K] [--precision P] [--FELD N]...</translation>
    </message>
    <message>
        <source>Describe the workload the cluster is bought for, or change the description: the options given replace those fields, the others stay as stored (or as the defaults, Llama-2-7B on 2 nodes of 8 GPUs). A description that cannot be laid out as it says is refused, naming the field.</source>
        <translation>Beschreibt die Workload, für die der Cluster gekauft wird, oder ändert die Beschreibung: Die angegebenen Optionen ersetzen diese Felder, die übrigen bleiben wie gespeichert (oder wie die Vorgaben: Llama-2-7B auf 2 Knoten mit je 8 GPUs). Eine Beschreibung, die sich nicht so aufteilen lässt, wie sie sagt, wird unter Nennung des Feldes abgelehnt.</translation>
    </message>
    <message>
        <source>What runs: %1.</source>
        <translation>Was läuft: %1.</translation>
    </message>
    <message>
        <source>The numeric format: %1.</source>
        <translation>Das Zahlenformat: %1.</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not "%2".</source>
        <translation>--kind muss eines von %1 sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>--precision must be one of %1, not "%2".</source>
        <translation>--precision muss eines von %1 sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not "%2".</source>
        <translation>--%1 muss eine ganze Zahl sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>The workload was not stored.</source>
        <translation>Die Workload wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Changed the workload.</source>
        <translation>Workload geändert.</translation>
    </message>
    <message>
        <source>Described the workload.</source>
        <translation>Workload beschrieben.</translation>
    </message>
    <message>
        <source>fabric-workbench workload show --project P [--json]</source>
        <translation>fabric-workbench workload show --project P [--json]</translation>
    </message>
    <message>
        <source>Show the project's workload description and the communication pattern of one step: the bytes per step of each collective and which dominates.</source>
        <translation>Zeigt die Workload-Beschreibung des Projekts und das Kommunikationsmuster eines Schritts: die Bytes pro Schritt jeder kollektiven Operation und welche überwiegt.</translation>
    </message>
    <message>
        <source>The project has not described its workload yet; "fabric-workbench workload set" does.</source>
        <translation>Das Projekt hat seine Workload noch nicht beschrieben; das erledigt „fabric-workbench workload set“.</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern:</source>
        <translation>Die Beschreibung lässt sich nicht so aufteilen, wie sie sagt, und hat daher kein Kommunikationsmuster:</translation>
    </message>
    <message>
        <source>Communication per step and GPU:</source>
        <translation>Kommunikation pro Schritt und GPU:</translation>
    </message>
    <message>
        <source>fabric-workbench workload pattern --project P [--out FILE]</source>
        <translation>fabric-workbench workload pattern --project P [--out DATEI]</translation>
    </message>
    <message>
        <source>Write the communication pattern of one step of the project's workload as JSON (docs/workload.md): each collective with its bytes, count, group size, phase and order. Without --out it goes to standard output.</source>
        <translation>Schreibt das Kommunikationsmuster eines Schritts der Workload des Projekts als JSON (docs/workload.md): jede kollektive Operation mit Bytes, Anzahl, Gruppengröße, Phase und Reihenfolge. Ohne --out geht es auf die Standardausgabe.</translation>
    </message>
    <message>
        <source>The file to write; an existing one is replaced.</source>
        <translation>Die zu schreibende Datei; eine vorhandene wird ersetzt.</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern.</source>
        <translation>Die Beschreibung lässt sich nicht so aufteilen, wie sie sagt, und hat daher kein Kommunikationsmuster.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the pattern of %n collective(s) to %1.</source>
        <translation>
            <numerusform>Muster mit %n kollektiven Operation nach %1 geschrieben.</numerusform>
            <numerusform>Muster mit %n kollektiven Operationen nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The workload the cluster is bought for, and the collectives one step of it makes.</source>
        <translation>Die Workload, für die der Cluster gekauft wird, und die kollektiven Operationen eines ihrer Schritte.</translation>
    </message>
    <message>
        <source>describe the workload or change fields of it</source>
        <translation>die Workload beschreiben oder Felder daraus ändern</translation>
    </message>
    <message>
        <source>show the description and the bytes per step</source>
        <translation>die Beschreibung und die Bytes pro Schritt zeigen</translation>
    </message>
    <message>
        <source>write the step's collectives as JSON</source>
        <translation>die kollektiven Operationen des Schritts als JSON schreiben</translation>
    </message>
    <message>
        <source>fabric-workbench new [--name NAME] [--organisation ORGANISATION] [--demo] [FILE]</source>
        <translation>fabric-workbench new [--name NAME] [--organisation ORGANISATION] [--demo] [DATEI]</translation>
    </message>
    <message>
        <source>Make an empty project file for one procurement. An existing file is never replaced. Without FILE the file is named after --name, in the current folder. Then add candidates with "fabric-workbench candidate add".</source>
        <translation>Legt eine leere Projektdatei für eine Beschaffung an. Eine vorhandene Datei wird nie ersetzt. Ohne DATEI wird die Datei nach --name benannt, im aktuellen Ordner. Danach fügen Sie Kandidaten mit „fabric-workbench candidate add“ hinzu.</translation>
    </message>
    <message>
        <source>The procurement's name, shown in the window's title, on the start page and on the report's title page.</source>
        <translation>Der Name der Beschaffung, angezeigt im Fenstertitel, auf der Startseite und auf dem Titelblatt des Berichts.</translation>
    </message>
    <message>
        <source>The buyer's organisation (optional).</source>
        <translation>Die Organisation des Käufers (optional).</translation>
    </message>
    <message>
        <source>The project file to make (*.fabwb); by default named after --name.</source>
        <translation>Die anzulegende Projektdatei (*.fabwb); standardmäßig nach --name benannt.</translation>
    </message>
    <message>
        <source>The demo project has its own example names; --name and --organisation are for a new procurement.</source>
        <translation>Das Demoprojekt hat eigene Beispielnamen; --name und --organisation gelten für eine neue Beschaffung.</translation>
    </message>
    <message>
        <source>--name needs the procurement's name.</source>
        <translation>--name braucht den Namen der Beschaffung.</translation>
    </message>
    <message>
        <source>Give the procurement's --name with its --organisation.</source>
        <translation>Geben Sie mit --organisation auch den --name der Beschaffung an.</translation>
    </message>
    <message>
        <source>Name exactly one project file, or give --name to name the file after the procurement.</source>
        <translation>Nennen Sie genau eine Projektdatei, oder geben Sie --name an, um die Datei nach der Beschaffung zu benennen.</translation>
    </message>
    <message>
        <source>Made the empty project %1 for the procurement "%2".</source>
        <translation>Leeres Projekt %1 für die Beschaffung „%2“ angelegt.</translation>
    </message>
    <message>
        <source>Made the empty project %1 for the procurement "%2" of %3.</source>
        <translation>Leeres Projekt %1 für die Beschaffung „%2“ von %3 angelegt.</translation>
    </message>
    <message>
        <source>--%1 must be %2 or more, or "none", not "%3".</source>
        <translation>--%1 muss %2 oder mehr oder „none“ sein, nicht „%3“.</translation>
    </message>
    <message>
        <source>fabric-workbench cost acceptance --project P [--correctness yes|no] [--min-busbw GBS] [--busbw-at BYTES] [--max-p99 US] [--p99-at BYTES] [--min-ranks N] [--min-nodes N] [--max-cv PCT] [--line-rate-share PCT [--reason TEXT]] [--json]</source>
        <translation>fabric-workbench cost acceptance --project P [--correctness yes|no] [--min-busbw GBS] [--busbw-at BYTES] [--max-p99 US] [--p99-at BYTES] [--min-ranks N] [--min-nodes N] [--max-cv PROZENT] [--line-rate-share PROZENT [--reason TEXT]] [--json]</translation>
    </message>
    <message>
        <source>Show the acceptance rules (built-in and set) and each own run's verdict with the rule that decided it; with options, change the thresholds first ("none" clears one). Lowering the line-rate floor below the default needs --reason.</source>
        <translation>Zeigt die Abnahmeregeln (eingebaute und gesetzte) und das Urteil jedes eigenen Laufs mit der Regel, die es entschieden hat; mit Optionen werden zuerst die Schwellwerte geändert („none“ löscht einen). Die Untergrenze der Leitungsrate unter den Standardwert zu senken, braucht --reason.</translation>
    </message>
    <message>
        <source>yes: accept only runs checked and right on every row.</source>
        <translation>yes: nur Läufe abnehmen, die in jeder Zeile geprüft und richtig sind.</translation>
    </message>
    <message>
        <source>The least bus bandwidth, GB/s.</source>
        <translation>Die kleinste Busbandbreite, GB/s.</translation>
    </message>
    <message>
        <source>The message size in bytes bandwidth and CV are judged at (else the largest).</source>
        <translation>Die Nachrichtengröße in Bytes, bei der Bandbreite und Variationskoeffizient beurteilt werden (sonst die größte).</translation>
    </message>
    <message>
        <source>The most p99 latency, µs.</source>
        <translation>Die größte p99-Latenz, µs.</translation>
    </message>
    <message>
        <source>The message size in bytes p99 is judged at (else the smallest).</source>
        <translation>Die Nachrichtengröße in Bytes, bei der p99 beurteilt wird (sonst die kleinste).</translation>
    </message>
    <message>
        <source>The fewest ranks.</source>
        <translation>Die wenigsten Ranks.</translation>
    </message>
    <message>
        <source>The fewest nodes.</source>
        <translation>Die wenigsten Knoten.</translation>
    </message>
    <message>
        <source>The most coefficient of variation, percent.</source>
        <translation>Der größte Variationskoeffizient, in Prozent.</translation>
    </message>
    <message>
        <source>The line-rate floor in percent of the declared line rate (default %1; 0 turns it off).</source>
        <translation>Die Untergrenze in Prozent der angegebenen Leitungsrate (Standard %1; 0 schaltet sie ab).</translation>
    </message>
    <message>
        <source>Why the line-rate floor is lowered.</source>
        <translation>Warum die Untergrenze der Leitungsrate gesenkt ist.</translation>
    </message>
    <message>
        <source>--correctness must be yes or no, not "%1".</source>
        <translation>--correctness muss yes oder no sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Rules: %1.</source>
        <translation>Regeln: %1.</translation>
    </message>
    <message>
        <source>No acceptance threshold is set: every run is "not judged"; once one is, the rules are: %1.</source>
        <translation>Kein Abnahmeschwellwert ist gesetzt: Jeder Lauf ist „nicht beurteilt“; sobald einer gesetzt ist, gelten die Regeln: %1.</translation>
    </message>
    <message>
        <source>  run %1: %2 (%3)</source>
        <translation>  Lauf %1: %2 (%3)</translation>
    </message>
    <message>
        <source>The cost model's acceptance rules, exchange rates and the prices suppliers quoted.</source>
        <translation>Die Abnahmeregeln des Kostenmodells, die Wechselkurse und die Preise, die Anbieter angeboten haben.</translation>
    </message>
    <message>
        <source>show or change the acceptance rules and each run's verdict</source>
        <translation>die Abnahmeregeln und das Urteil jedes Laufs zeigen oder ändern</translation>
    </message>
    <message>
        <source>, stated to be a node of the candidate's cluster</source>
        <translation>, als Knoten des Clusters des Kandidaten angegeben</translation>
    </message>
    <message>
        <source>, measures this computer, not the candidate's fabric</source>
        <translation>, misst diesen Computer, nicht die Fabric des Kandidaten</translation>
    </message>
    <message>
        <source>fabric-workbench connection add --project P --candidate C --name N (--local | --host H [--user U] [--port N] [--key FILE] [--jump HOST] [--work-dir DIR] [--keepalive S]) [--launcher local|mpirun|srun] [--ranks N] [--hostfile FILE] [--node-count N] [--launcher-arg ARG]... [--agent FILE] [--cluster-node]</source>
        <translation>fabric-workbench connection add --project P --candidate C --name N (--local | --host H [--user U] [--port N] [--key DATEI] [--jump HOST] [--work-dir ORDNER] [--keepalive S]) [--launcher local|mpirun|srun] [--ranks N] [--hostfile DATEI] [--node-count N] [--launcher-arg ARG]... [--agent DATEI] [--cluster-node]</translation>
    </message>
    <message>
        <source>--local: this computer is a node of the candidate's cluster, so its runs measure the candidate's fabric. Without it they measure this computer and are left out of the scores.</source>
        <translation>--local: Dieser Computer ist ein Knoten des Clusters des Kandidaten, seine Läufe messen also die Fabric des Kandidaten. Ohne diese Option messen sie diesen Computer und werden in den Bewertungen nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>--cluster-node is for --local; over SSH the agent runs on the cluster's own hosts.</source>
        <translation>--cluster-node gilt für --local; über SSH läuft der Agent auf den eigenen Hosts des Clusters.</translation>
    </message>
    <message>
        <source>fabric-workbench connection set --project P --candidate C --name N [--cluster-node yes|no] [--ask-before-run yes|no]</source>
        <translation>fabric-workbench connection set --project P --candidate C --name N [--cluster-node yes|no] [--ask-before-run yes|no]</translation>
    </message>
    <message>
        <source>Change what a connection states: whether this computer is a node of the candidate's cluster (a local connection's runs then measure the candidate's fabric), and whether Run the Agent asks before it starts.</source>
        <translation>Ändern, was eine Verbindung angibt: ob dieser Computer ein Knoten des Clusters des Kandidaten ist (die Läufe einer lokalen Verbindung messen dann die Fabric des Kandidaten) und ob „Agent ausführen“ vor dem Start fragt.</translation>
    </message>
    <message>
        <source>yes: this computer is a node of the candidate's cluster; no: it is not.</source>
        <translation>yes: Dieser Computer ist ein Knoten des Clusters des Kandidaten; no: Er ist es nicht.</translation>
    </message>
    <message>
        <source>yes: Run the Agent asks before each run through it; no: it does not.</source>
        <translation>yes: „Agent ausführen“ fragt vor jedem Lauf über diese Verbindung; no: Es fragt nicht.</translation>
    </message>
    <message>
        <source>--%1 must be yes or no, not "%2".</source>
        <translation>--%1 muss yes oder no sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>--cluster-node is for a local connection; over SSH the agent runs on the cluster's own hosts.</source>
        <translation>--cluster-node gilt für eine lokale Verbindung; über SSH läuft der Agent auf den eigenen Hosts des Clusters.</translation>
    </message>
    <message>
        <source>Changed connection %1.</source>
        <translation>Verbindung %1 geändert.</translation>
    </message>
    <message>
        <source>Add, list, change, copy and remove the connections of a candidate: where "run" and "plan" start the agent.</source>
        <translation>Die Verbindungen eines Kandidaten hinzufügen, auflisten, ändern, kopieren und entfernen: wo „run“ und „plan“ den Agenten starten.</translation>
    </message>
    <message>
        <source>change what a connection states (cluster node, asking)</source>
        <translation>ändern, was eine Verbindung angibt (Cluster-Knoten, Nachfrage)</translation>
    </message>
    <message>
        <source>The decision takes no file names; --project names the project.</source>
        <translation>Die Entscheidung nimmt keine Dateinamen; --project nennt das Projekt.</translation>
    </message>
    <message>
        <source>fabric-workbench import --project P --candidate C [--source vendor|own] [--salvage] FILE...</source>
        <translation>fabric-workbench import --project P --candidate C [--source vendor|own] [--salvage] DATEI...</translation>
    </message>
    <message>
        <source>Name the logs to import.</source>
        <translation>Nennen Sie die zu importierenden Protokolle.</translation>
    </message>
    <message>
        <source>--check needs --plan FILE.</source>
        <translation>--check braucht --plan DATEI.</translation>
    </message>
    <message>
        <source>Name what to link: --run ID or --plan-step R:S.</source>
        <translation>Nennen Sie, was verknüpft werden soll: --run ID oder --plan-step R:S.</translation>
    </message>
    <message>
        <source>fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out F</source>
        <translation>fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out DATEI</translation>
    </message>
    <message>
        <source>The report takes no file names; --out names the file to write.</source>
        <translation>Der Bericht nimmt keine Dateinamen; --out nennt die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>fabric-workbench run --project P --candidate C [--connection NAME] [--launcher local|mpirun|srun] [-- AGENT-ARG...]</source>
        <translation>fabric-workbench run --project P --candidate C [--connection NAME] [--launcher local|mpirun|srun] [-- AGENT-ARG...]</translation>
    </message>
    <message>
        <source>Check the plan file and exit: its problems (exit status 2) and its warnings (faults that cannot affect the benchmark's traffic), without a project or a connection. With --project and --candidate, also connect and name each step this connection's user cannot run, why, and what would make it run (exit status 1 when there is one); nothing runs.</source>
        <translation>Die Plandatei prüfen und beenden: ihre Probleme (Exit-Status 2) und ihre Warnungen (Fehler, die den Verkehr des Benchmarks nicht treffen können), ohne Projekt und ohne Verbindung. Mit --project und --candidate zusätzlich verbinden und jeden Schritt nennen, den der Benutzer dieser Verbindung nicht ausführen darf, mit Grund und dem, was ihn lauffähig machen würde (Exit-Status 1, wenn es einen gibt); nichts wird ausgeführt.</translation>
    </message>
    <message>
        <source>%1 will not run: %2</source>
        <translation>%1 wird nicht ausgeführt: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%1: %2 von %3 beantwortet, %n Warnsignal</numerusform>
            <numerusform>%1: %2 von %3 beantwortet, %n Warnsignale</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+C stops this command; nothing is changed then.</source>
        <translation>Strg+C beendet diesen Befehl; dann wird nichts geändert.</translation>
    </message>
    <message>
        <source>fabric-workbench plan --project P --candidate C --plan FILE [--connection NAME] | --check --plan FILE | --example | --project P --from-workload --out FILE</source>
        <translation>fabric-workbench plan --project P --candidate C --plan DATEI [--connection NAME] | --check --plan DATEI | --example | --project P --from-workload --out DATEI</translation>
    </message>
    <message>
        <source>Run an acceptance plan (baseline, faults, storage, replay, counters) for a candidate over one of its connections and store every result in the project. --example prints a plan to start from; --from-workload writes one made from the project's workload (docs/workload.md).</source>
        <translation>Einen Abnahmeplan (Referenz, Störungen, Speicher, Replay, Zähler) für einen Kandidaten über eine seiner Verbindungen ausführen und jedes Ergebnis im Projekt speichern. --example gibt einen Plan als Ausgangspunkt aus; --from-workload schreibt einen aus der Arbeitslast des Projekts (docs/workload.md).</translation>
    </message>
    <message>
        <source>Write a plan made from the project's workload to --out and exit: sweeps of the step's collectives at its sizes, the replay of its pattern (carried in the plan) alone and under each fault, and for inference requests at a target rate. Edit it, then run it with --plan.</source>
        <translation>Einen aus der Arbeitslast des Projekts erstellten Plan nach --out schreiben und beenden: Messreihen der Kollektive des Schritts in seinen Größen, das Replay seines Musters (im Plan enthalten) allein und unter jeder Störung und bei Inferenz Anfragen mit einer Zielrate. Bearbeiten Sie ihn und führen Sie ihn dann mit --plan aus.</translation>
    </message>
    <message>
        <source>With --from-workload: the plan file to write.</source>
        <translation>Mit --from-workload: die zu schreibende Plandatei.</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the node the faults are injected on (default node2).</source>
        <translation>Mit --example oder --from-workload: der Knoten, auf dem die Störungen eingespeist werden (Vorgabe node2).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote a plan of %n step(s) made from the workload to %1.</source>
        <translation>
            <numerusform>Einen Plan mit %n Schritt aus der Arbeitslast nach %1 geschrieben.</numerusform>
            <numerusform>Einen Plan mit %n Schritten aus der Arbeitslast nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>--weight %1: give a criterion and a weight of 0 or more, e.g. workload_replay=2.</source>
        <translation>--weight %1: Geben Sie ein Kriterium und ein Gewicht von 0 oder mehr an, z. B. workload_replay=2.</translation>
    </message>
    <message>
        <source>--weight %1: the project has no criterion %2; it has %3.</source>
        <translation>--weight %1: Das Projekt hat kein Kriterium %2; es hat %3.</translation>
    </message>
    <message>
        <source>fabric-workbench decision --project P [--weight CRITERION=W ...] [--json]</source>
        <translation>fabric-workbench decision --project P [--weight KRITERIUM=G ...] [--json]</translation>
    </message>
    <message>
        <source>Print the decision matrix as the Decision page shows it: each score with where it comes from (evidence, typed, override), its source, formula and runs; the weighted totals, the recommendation and each candidate's cost figures. --weight first changes a criterion's weight, as the page does.</source>
        <translation>Gibt die Entscheidungsmatrix so aus, wie die Seite Entscheidung sie zeigt: jede Bewertung mit ihrer Herkunft (Nachweis, eingegeben, Überschreibung), ihrer Quelle, Formel und ihren Läufen; die gewichteten Summen, die Empfehlung und die Kostenwerte jedes Kandidaten. --weight ändert zuerst das Gewicht eines Kriteriums, wie es die Seite tut.</translation>
    </message>
    <message>
        <source>A criterion's weight: a built-in criterion by its key (e.g. workload_replay), one you added by its name; repeat for several.</source>
        <translation>Das Gewicht eines Kriteriums: ein eingebautes über seinen Schlüssel (z. B. workload_replay), ein selbst hinzugefügtes über seinen Namen; für mehrere wiederholen.</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the interface the degraded-link fault slows (default %1).</source>
        <translation>Mit --example oder --from-workload: die Schnittstelle, die die Störung „Gedrosselte Verbindung“ verlangsamt (Vorgabe %1).</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the folder of the storage steps (default %1).</source>
        <translation>Mit --example oder --from-workload: der Ordner der Speicherschritte (Vorgabe %1).</translation>
    </message>
</context>
<context>
    <name>fw::app::supplierexchange</name>
    <message>
        <source>Supplier workbook: %1</source>
        <translation>Lieferantenarbeitsmappe: %1</translation>
    </message>
    <message>
        <source>%1, %2. This PDF is for reading: please answer in the spreadsheet (.xlsx) that came with it, in the shaded cells, and send the spreadsheet back.</source>
        <translation>%1, %2. Dieses PDF dient zum Lesen: Bitte antworten Sie in der beiliegenden Tabelle (.xlsx) in den hinterlegten Zellen und senden Sie die Tabelle zurück.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>fw::core::AgentFacts</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at column %2)</source>
        <translation>kein gültiges JSON (%1 in Spalte %2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>not an agent event (no "v" and "type")</source>
        <translation>kein Agentenereignis (kein "v" und "type")</translation>
    </message>
    <message>
        <source>protocol version %1 is not supported (expected %2)</source>
        <translation>Protokollversion %1 wird nicht unterstützt (erwartet %2)</translation>
    </message>
    <message>
        <source>the facts have no "hostname"</source>
        <translation>den Fakten fehlt "hostname"</translation>
    </message>
    <message>
        <source>host %1 appears twice</source>
        <translation>Host %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>contains no "facts" object from fabric-agent</source>
        <translation>enthält kein "facts"-Objekt von fabric-agent</translation>
    </message>
</context>
<context>
    <name>fw::core::AnswerAssessment</name>
    <message>
        <source>Marked as a red flag by the reviewer.</source>
        <translation>Vom Prüfer als Warnsignal markiert.</translation>
    </message>
    <message>
        <source>Incomplete: "%1" gives no specifics. Ask for models, numbers and named owners.</source>
        <translation>Unvollständig: „%1“ nennt keine Einzelheiten. Fragen Sie nach Modellen, Zahlen und namentlich genannten Verantwortlichen.</translation>
    </message>
    <message>
        <source>Incomplete: the answer does not name %1.</source>
        <translation>Unvollständig: Die Antwort nennt %1 nicht.</translation>
    </message>
    <message>
        <source>Marked as answered with evidence, but no evidence is attached.</source>
        <translation>Als mit Belegen beantwortet markiert, aber es ist kein Beleg angehängt.</translation>
    </message>
    <message>
        <source>Contradicted by our own measurement: %1</source>
        <translation>Von der eigenen Messung widerlegt: %1</translation>
    </message>
    <message>
        <source>Its figures rest on a failed run: %1.</source>
        <translation>Ihre Zahlen stützen sich auf einen fehlgeschlagenen Lauf: %1.</translation>
    </message>
</context>
<context>
    <name>fw::core::BenchmarkRun</name>
    <message>
        <source>Vendor claim</source>
        <translation>Anbieterangabe</translation>
    </message>
    <message>
        <source>Own measurement</source>
        <translation>Eigene Messung</translation>
    </message>
    <message>
        <source>Checked, passed</source>
        <translation>Geprüft, bestanden</translation>
    </message>
    <message>
        <source>Checked, FAILED</source>
        <translation>Geprüft, FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>Unverified</source>
        <translation>Ungeprüft</translation>
    </message>
    <message>
        <source>nccl-tests text output</source>
        <translation>nccl-tests-Textausgabe</translation>
    </message>
    <message>
        <source>nccl-tests JSON (-J)</source>
        <translation>nccl-tests-JSON (-J)</translation>
    </message>
    <message>
        <source>OSU micro-benchmarks text output</source>
        <translation>Textausgabe der OSU Micro-Benchmarks</translation>
    </message>
    <message>
        <source>perftest text output</source>
        <translation>perftest-Textausgabe</translation>
    </message>
    <message>
        <source>perftest JSON (--out_json)</source>
        <translation>perftest-JSON (--out_json)</translation>
    </message>
    <message>
        <source>fabric-agent JSON Lines</source>
        <translation>fabric-agent-JSON-Lines</translation>
    </message>
    <message>
        <source>Fabric Workbench CSV</source>
        <translation>Fabric-Workbench-CSV</translation>
    </message>
    <message>
        <source>NCCL Inspector JSON</source>
        <translation>NCCL-Inspector-JSON</translation>
    </message>
    <message>
        <source>candidate's cluster</source>
        <translation>Cluster des Kandidaten</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
</context>
<context>
    <name>fw::core::BomCatalog</name>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPU driver</source>
        <translation>GPU-Treiber</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU-Modell</translation>
    </message>
    <message>
        <source>RAM per node</source>
        <translation>RAM pro Knoten</translation>
    </message>
    <message>
        <source>PCIe/SXM layout</source>
        <translation>PCIe/SXM-Bauform</translation>
    </message>
    <message>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>OAM</source>
        <translation>OAM</translation>
    </message>
    <message>
        <source>NUMA nodes per host</source>
        <translation>NUMA-Knoten pro Host</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>NIC/HCA model</source>
        <translation>NIC/HCA-Modell</translation>
    </message>
    <message>
        <source>NIC/HCA speed</source>
        <translation>NIC/HCA-Geschwindigkeit</translation>
    </message>
    <message>
        <source>NIC/HCA firmware</source>
        <translation>NIC/HCA-Firmware</translation>
    </message>
    <message>
        <source>NIC/HCA driver</source>
        <translation>NIC/HCA-Treiber</translation>
    </message>
    <message>
        <source>Switch model</source>
        <translation>Switch-Modell</translation>
    </message>
    <message>
        <source>Switch OS</source>
        <translation>Switch-OS</translation>
    </message>
    <message>
        <source>Fabric generation</source>
        <translation>Fabric-Generation</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>Optik</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>Kabeltyp</translation>
    </message>
    <message>
        <source>Copper (DAC)</source>
        <translation>Kupfer (DAC)</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation>Aktiv optisch (AOC)</translation>
    </message>
    <message>
        <source>Transceivers and fibre</source>
        <translation>Transceiver und Glasfaser</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Link-Geschwindigkeit</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Queue configuration</source>
        <translation>Queue-Konfiguration</translation>
    </message>
    <message>
        <source>Placement group</source>
        <translation>Placement Group</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Node count</source>
        <translation>Knotenanzahl</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>MPI</source>
        <translation>MPI</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <source>Kernel version</source>
        <translation>Kernel-Version</translation>
    </message>
    <message>
        <source>HCAs per node</source>
        <translation>HCAs pro Knoten</translation>
    </message>
    <message>
        <source>Network path per GPU</source>
        <translation>Netzwerkpfad pro GPU</translation>
    </message>
    <message>
        <source>Dedicated path per GPU</source>
        <translation>Dedizierter Pfad pro GPU</translation>
    </message>
    <message>
        <source>Aggregated traffic</source>
        <translation>Aggregierter Verkehr</translation>
    </message>
    <message>
        <source>GPUDirect RDMA</source>
        <translation>GPUDirect RDMA</translation>
    </message>
    <message>
        <source>Enabled and tested</source>
        <translation>Aktiviert und getestet</translation>
    </message>
    <message>
        <source>Enabled, not tested</source>
        <translation>Aktiviert, nicht getestet</translation>
    </message>
    <message>
        <source>Not enabled</source>
        <translation>Nicht aktiviert</translation>
    </message>
    <message>
        <source>One fabric domain guaranteed</source>
        <translation>Eine Fabric-Domäne garantiert</translation>
    </message>
    <message>
        <source>Guaranteed in writing</source>
        <translation>Schriftlich garantiert</translation>
    </message>
    <message>
        <source>Best effort</source>
        <translation>Best Effort</translation>
    </message>
    <message>
        <source>No guarantee</source>
        <translation>Keine Garantie</translation>
    </message>
    <message>
        <source>Fabric management, telemetry, remediation</source>
        <translation>Fabric-Management, Telemetrie, Störungsbehebung</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>Unser Team</translation>
    </message>
    <message>
        <source>Shared, with a written split</source>
        <translation>Geteilt, mit schriftlicher Aufteilung</translation>
    </message>
    <message>
        <source>Lossless strategy</source>
        <translation>Verlustfreie Strategie</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>Other, tested strategy</source>
        <translation>Andere, getestete Strategie</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>ECN and congestion-control tuning</source>
        <translation>ECN und Tuning der Congestion Control</translation>
    </message>
    <message>
        <source>DCB across switches and NICs</source>
        <translation>DCB über Switches und NICs hinweg</translation>
    </message>
    <message>
        <source>Queue, service class, DSCP/priority mapping</source>
        <translation>Zuordnung von Queues, Serviceklassen und DSCP/Prioritäten</translation>
    </message>
    <message>
        <source>Per-priority counters visible</source>
        <translation>Zähler pro Priorität sichtbar</translation>
    </message>
    <message>
        <source>Drops, pause, ECN, retransmits, buffers</source>
        <translation>Drops, Pause, ECN, Retransmits, Puffer</translation>
    </message>
    <message>
        <source>Some of them</source>
        <translation>Einige davon</translation>
    </message>
    <message>
        <source>Change control (firmware, switch OS, driver, MTU, routing)</source>
        <translation>Change Control (Firmware, Switch-OS, Treiber, MTU, Routing)</translation>
    </message>
    <message>
        <source>Strict, reviewed</source>
        <translation>Streng, geprüft</translation>
    </message>
    <message>
        <source>Informal</source>
        <translation>Informell</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>NIC/HCA</source>
        <translation>NIC/HCA</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Optics and cabling</source>
        <translation>Optik und Verkabelung</translation>
    </message>
    <message>
        <source>MTU and queues</source>
        <translation>MTU und Queues</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>InfiniBand specifics</source>
        <translation>InfiniBand-Besonderheiten</translation>
    </message>
    <message>
        <source>RoCE specifics</source>
        <translation>RoCE-Besonderheiten</translation>
    </message>
    <message>
        <source>"%1" is not a whole number.</source>
        <translation>„%1“ ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>"%1" is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>"%1" has no version number such as 12.4 or 2.21.5.</source>
        <translation>„%1“ enthält keine Versionsnummer wie 12.4 oder 2.21.5.</translation>
    </message>
    <message>
        <source>"%1" is not one of: %2.</source>
        <translation>„%1“ ist keiner der zulässigen Werte: %2.</translation>
    </message>
</context>
<context>
    <name>fw::core::BomComparison</name>
    <message>
        <source>%1: %2 %3, others %4</source>
        <translation>%1: %2 %3, andere %4</translation>
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
    <name>fw::core::Checklist</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Einige</translation>
    </message>
    <message>
        <source>Strong, in production</source>
        <translation>Stark, im Produktivbetrieb</translation>
    </message>
    <message>
        <source>Is the workload latency-sensitive and heavy on collectives?</source>
        <translation>Ist die Workload latenzempfindlich und kollektivlastig?</translation>
    </message>
    <message>
        <source>Is it large enough to justify a dedicated AI/HPC fabric?</source>
        <translation>Ist sie groß genug, um eine dedizierte AI/HPC-Fabric zu rechtfertigen?</translation>
    </message>
    <message>
        <source>Does the team already run high-speed Ethernet?</source>
        <translation>Betreibt das Team bereits High-Speed-Ethernet?</translation>
    </message>
    <message>
        <source>Does the team want a wider choice of vendors?</source>
        <translation>Wünscht das Team eine größere Auswahl an Herstellern?</translation>
    </message>
    <message>
        <source>Can the team prove a lossless Ethernet design with real NCCL tests before committing?</source>
        <translation>Kann das Team ein verlustfreies Ethernet-Design vor der Festlegung mit echten NCCL-Tests belegen?</translation>
    </message>
    <message>
        <source>Does the team have InfiniBand skills?</source>
        <translation>Hat das Team InfiniBand-Kenntnisse?</translation>
    </message>
    <message>
        <source>Is the cluster rented, colocated or owned?</source>
        <translation>Ist der Cluster gemietet, in Colocation oder im Eigenbesitz?</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Gemietet</translation>
    </message>
    <message>
        <source>Colocated</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Owned, on premises</source>
        <translation>Eigenbesitz, On-Premises</translation>
    </message>
    <message>
        <source>Does it need custom model weights?</source>
        <translation>Braucht sie eigene Modellgewichte?</translation>
    </message>
    <message>
        <source>Does it need direct GPU scheduling?</source>
        <translation>Braucht sie direkte GPU-Planung?</translation>
    </message>
    <message>
        <source>Does it need custom kernels?</source>
        <translation>Braucht sie eigene Kernel?</translation>
    </message>
    <message>
        <source>Does it need strict placement?</source>
        <translation>Braucht sie strikte Platzierung?</translation>
    </message>
    <message>
        <source>Does it need hardware-level isolation?</source>
        <translation>Braucht sie Isolation auf Hardwareebene?</translation>
    </message>
    <message>
        <source>Distributed training (all-reduce heavy, sensitive to jitter)</source>
        <translation>Verteiltes Training (All-Reduce-lastig, jitterempfindlich)</translation>
    </message>
    <message>
        <source>Inference sharded across GPUs or nodes</source>
        <translation>Über GPUs oder Knoten verteilte (sharded) Inferenz</translation>
    </message>
    <message>
        <source>Independent inference replicas</source>
        <translation>Unabhängige Inferenz-Replikate</translation>
    </message>
    <message>
        <source>Storage-heavy training</source>
        <translation>Speicherintensives Training</translation>
    </message>
    <message>
        <source>Several tenants on one cluster</source>
        <translation>Mehrere Mandanten auf einem Cluster</translation>
    </message>
    <message>
        <source>Team skills: InfiniBand</source>
        <translation>Teamkenntnisse: InfiniBand</translation>
    </message>
    <message>
        <source>Team skills: subnet manager</source>
        <translation>Teamkenntnisse: Subnet Manager</translation>
    </message>
    <message>
        <source>Team skills: Ethernet automation</source>
        <translation>Teamkenntnisse: Ethernet-Automatisierung</translation>
    </message>
    <message>
        <source>Who owns the fabric</source>
        <translation>Wer die Fabric verantwortet</translation>
    </message>
    <message>
        <source>The provider, as an appliance-like layer</source>
        <translation>Der Anbieter, als appliance-ähnliche Schicht</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>Unser Team</translation>
    </message>
    <message>
        <source>Shared, with a written split</source>
        <translation>Geteilt, mit schriftlicher Aufteilung</translation>
    </message>
    <message>
        <source>Change-control maturity</source>
        <translation>Reife des Change Control</translation>
    </message>
    <message>
        <source>Informal</source>
        <translation>Informell</translation>
    </message>
    <message>
        <source>Reviewed changes</source>
        <translation>Geprüfte Änderungen</translation>
    </message>
    <message>
        <source>Reviewed and automated, drift detected</source>
        <translation>Geprüft und automatisiert, Drift wird erkannt</translation>
    </message>
    <message>
        <source>Support path (who to call, escalation)</source>
        <translation>Support-Weg (wen anrufen, Eskalation)</translation>
    </message>
    <message>
        <source>Read: the offer matches it</source>
        <translation>Gelesen: das Angebot entspricht ihm</translation>
    </message>
    <message>
        <source>Read: the offer differs from it</source>
        <translation>Gelesen: das Angebot weicht davon ab</translation>
    </message>
    <message>
        <source>Not published by the vendor or provider</source>
        <translation>Vom Hersteller oder Anbieter nicht veröffentlicht</translation>
    </message>
    <message>
        <source>NCCL documentation and release notes for the NCCL version installed on the cluster</source>
        <translation>NCCL-Dokumentation und Versionshinweise der auf dem Cluster installierten NCCL-Version</translation>
    </message>
    <message>
        <source>nccl-tests documentation: how algorithm and bus bandwidth are computed</source>
        <translation>Dokumentation von nccl-tests: wie Algorithmus- und Busbandbreite berechnet werden</translation>
    </message>
    <message>
        <source>Adapter (HCA or NIC) firmware release notes for the firmware version offered</source>
        <translation>Versionshinweise der Adapter-Firmware (HCA oder NIC) für die angebotene Firmware-Version</translation>
    </message>
    <message>
        <source>Switch datasheet of the offered model: port count, speeds, buffer, power</source>
        <translation>Datenblatt des angebotenen Switch-Modells: Portanzahl, Geschwindigkeiten, Puffer, Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Cable and transceiver compatibility list for the offered adapters and switches</source>
        <translation>Kompatibilitätsliste für Kabel und Transceiver der angebotenen Adapter und Switches</translation>
    </message>
    <message>
        <source>GPU server vendor's reference architecture for the offered node type and fabric</source>
        <translation>Referenzarchitektur des GPU-Server-Herstellers für den angebotenen Knotentyp und die Fabric</translation>
    </message>
    <message>
        <source>Provider's page for the offered cluster or instance type: fabric, topology, limits</source>
        <translation>Seite des Anbieters zum angebotenen Cluster- oder Instanztyp: Fabric, Topologie, Grenzen</translation>
    </message>
    <message>
        <source>Supplier's support and service-level terms for the fabric (who fixes what)</source>
        <translation>Support- und Service-Level-Bedingungen des Lieferanten für die Fabric (wer behebt was)</translation>
    </message>
    <message>
        <source>Subnet manager documentation for the offered version (OpenSM or UFM): routing engine, adaptive routing</source>
        <translation>Dokumentation des Subnet-Managers in der angebotenen Version (OpenSM oder UFM): Routing-Engine, adaptives Routing</translation>
    </message>
    <message>
        <source>InfiniBand congestion control and adaptive routing notes of the offered switch firmware</source>
        <translation>Hinweise zu InfiniBand-Überlaststeuerung und adaptivem Routing der angebotenen Switch-Firmware</translation>
    </message>
    <message>
        <source>Switch operating system's RoCE or lossless Ethernet guide (PFC, ECN, buffers) for the offered version</source>
        <translation>Leitfaden des Switch-Betriebssystems zu RoCE oder verlustfreiem Ethernet (PFC, ECN, Puffer) für die angebotene Version</translation>
    </message>
    <message>
        <source>Adapter's RoCE congestion control documentation (DCQCN parameters and defaults)</source>
        <translation>Dokumentation der RoCE-Überlaststeuerung des Adapters (DCQCN-Parameter und Standardwerte)</translation>
    </message>
</context>
<context>
    <name>fw::core::CommunicationPattern</name>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>Senden/Empfangen</translation>
    </message>
    <message>
        <source>No collective communication: one GPU holds the whole model and batch.</source>
        <translation>Keine kollektive Kommunikation: Eine GPU hält das ganze Modell und den ganzen Batch.</translation>
    </message>
    <message>
        <source>%1: %2 per step (%3 %)</source>
        <translation>%1: %2 pro Schritt (%3 %)</translation>
    </message>
    <message>
        <source>In all %1 per step per GPU; %2 dominates.</source>
        <translation>Insgesamt %1 pro Schritt und GPU; %2 überwiegt.</translation>
    </message>
    <message>
        <source>%1: %2 per step (under 1 %)</source>
        <translation>%1: %2 pro Schritt (unter 1 %)</translation>
    </message>
</context>
<context>
    <name>fw::core::ConnectionProfile</name>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>SSH + mpirun</source>
        <translation>SSH + mpirun</translation>
    </message>
    <message>
        <source>SSH + srun (Slurm)</source>
        <translation>SSH + srun (Slurm)</translation>
    </message>
</context>
<context>
    <name>fw::core::CostCalculator</name>
    <message>
        <source>needs %1</source>
        <translation>benötigt %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>operations hours × hourly rate = %1 × %2 = %3</source>
        <translation>Betriebsstunden × Stundensatz = %1 × %2 = %3</translation>
    </message>
    <message>
        <source>compute × incidents × recovery h / %1 h = %2 × %3 × %4 / %5 = %6</source>
        <translation>Rechenkapazität × Vorfälle × Wiederherstellung h / %1 h = %2 × %3 × %4 / %5 = %6</translation>
    </message>
    <message>
        <source>1 − stall fraction − failed share = 1 − %1 − %2 = %3 (failed share = incidents × recovery h / %4 h)</source>
        <translation>1 − Stillstandsanteil − Ausfallanteil = 1 − %1 − %2 = %3 (Ausfallanteil = Vorfälle × Wiederherstellung h / %4 h)</translation>
    </message>
    <message>
        <source>compute × (1 − useful utilisation) − failed-job waste = %1 × (1 − %2) − %3 = %4</source>
        <translation>Rechenkapazität × (1 − nützliche Auslastung) − Verluste durch fehlgeschlagene Jobs = %1 × (1 − %2) − %3 = %4</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht eingegeben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cost per accepted run: no training run is accepted, so there is none</source>
        <translation>Kosten je abgenommenem Lauf: Kein Trainingslauf wird abgenommen, daher gibt es keine</translation>
    </message>
</context>
<context>
    <name>fw::core::CostDerivations</name>
    <message>
        <source>no measured evidence yet: no own, current benchmark run at exactly %1 nodes is stored</source>
        <translation>noch keine gemessenen Belege: Kein eigener, aktueller Benchmark-Lauf mit genau %1 Knoten ist gespeichert</translation>
    </message>
    <message>
        <source>runs at %1 nodes</source>
        <translation>Läufe mit %1 Knoten</translation>
    </message>
    <message>
        <source> (stored besides: %1)</source>
        <translation> (außerdem gespeichert: %1)</translation>
    </message>
    <message>
        <source>no failed correctness check</source>
        <translation>keine fehlgeschlagene Korrektheitsprüfung</translation>
    </message>
    <message numerus="yes">
        <source>%n supplier claim(s)</source>
        <translation>
            <numerusform>%n Anbieterangabe</numerusform>
            <numerusform>%n Anbieterangaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale run(s)</source>
        <translation>
            <numerusform>%n veralteter Lauf</numerusform>
            <numerusform>%n veraltete Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>abgenommen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>nicht beurteilt</translation>
    </message>
    <message>
        <source>correctness passed on every row</source>
        <translation>Korrektheit in jeder Zeile bestanden</translation>
    </message>
    <message>
        <source>at least %1 ranks</source>
        <translation>mindestens %1 Ranks</translation>
    </message>
    <message>
        <source>at least %1 nodes</source>
        <translation>mindestens %1 Knoten</translation>
    </message>
    <message>
        <source>bus bandwidth ≥ %1 GB/s at %2</source>
        <translation>Busbandbreite ≥ %1 GB/s bei %2</translation>
    </message>
    <message>
        <source>the largest message size</source>
        <translation>der größten Nachrichtengröße</translation>
    </message>
    <message>
        <source>p99 latency ≤ %1 µs at %2</source>
        <translation>p99-Latenz ≤ %1 µs bei %2</translation>
    </message>
    <message>
        <source>the smallest message size</source>
        <translation>der kleinsten Nachrichtengröße</translation>
    </message>
    <message>
        <source>coefficient of variation ≤ %1 %</source>
        <translation>Variationskoeffizient ≤ %1 %</translation>
    </message>
    <message>
        <source>a supplier's claim: shown beside our measurements, never judged as one</source>
        <translation>eine Angabe des Anbieters: neben unseren Messungen gezeigt, nie als eine beurteilt</translation>
    </message>
    <message>
        <source>the candidate's BOM changed after this run: it no longer measures the offer</source>
        <translation>die Stückliste des Kandidaten hat sich nach diesem Lauf geändert: Er misst das Angebot nicht mehr</translation>
    </message>
    <message>
        <source>no acceptance threshold is set for this project</source>
        <translation>für dieses Projekt ist kein Abnahmeschwellwert gesetzt</translation>
    </message>
    <message>
        <source>a correctness check failed</source>
        <translation>eine Korrektheitsprüfung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>correctness passed</source>
        <translation>Korrektheit bestanden</translation>
    </message>
    <message>
        <source>correctness not verified on every row</source>
        <translation>Korrektheit nicht in jeder Zeile geprüft</translation>
    </message>
    <message>
        <source>%1 ranks (at least %2)</source>
        <translation>%1 Ranks (mindestens %2)</translation>
    </message>
    <message>
        <source>ranks not stated (at least %1 needed)</source>
        <translation>Ranks nicht angegeben (mindestens %1 nötig)</translation>
    </message>
    <message>
        <source>%1 nodes (at least %2)</source>
        <translation>%1 Knoten (mindestens %2)</translation>
    </message>
    <message>
        <source>nodes not stated (at least %1 needed)</source>
        <translation>Knoten nicht angegeben (mindestens %1 nötig)</translation>
    </message>
    <message>
        <source>no bus bandwidth at %1</source>
        <translation>keine Busbandbreite bei %1</translation>
    </message>
    <message>
        <source>no bus bandwidth reported</source>
        <translation>keine Busbandbreite angegeben</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s at %2 (at least %3)</source>
        <translation>Busbandbreite %1 GB/s bei %2 (mindestens %3)</translation>
    </message>
    <message>
        <source>no p99 latency at %1</source>
        <translation>keine p99-Latenz bei %1</translation>
    </message>
    <message>
        <source>no p99 latency reported</source>
        <translation>keine p99-Latenz angegeben</translation>
    </message>
    <message>
        <source>p99 latency %1 µs at %2 (at most %3)</source>
        <translation>p99-Latenz %1 µs bei %2 (höchstens %3)</translation>
    </message>
    <message>
        <source>no coefficient of variation reported</source>
        <translation>kein Variationskoeffizient angegeben</translation>
    </message>
    <message>
        <source>coefficient of variation %1 % at %2 (at most %3 %)</source>
        <translation>Variationskoeffizient %1 % bei %2 (höchstens %3 %)</translation>
    </message>
    <message>
        <source>no acceptance threshold is set: every run is "not judged"</source>
        <translation>kein Abnahmeschwellwert gesetzt: Jeder Lauf ist „nicht beurteilt“</translation>
    </message>
    <message>
        <source>no measured evidence yet: stalled time is the step-time inflation of a replay run while a fault is held over the same replay without the fault, and no stored fault step of this candidate has a "replay" workload; until one does, the stall fraction stays typed</source>
        <translation>noch keine gemessenen Belege: Stillstandszeit ist die Verlängerung der Schrittzeit eines Replays, das läuft, während eine Störung gehalten wird, gegenüber demselben Replay ohne die Störung, und kein gespeicherter Störungsschritt dieses Kandidaten hat ein "replay"; bis einer es hat, bleibt der Stillstandsanteil eingegeben</translation>
    </message>
    <message numerus="yes">
        <source>s = stalled / wall time = %1 s / %2 s = %3, over %n replay(s) under a fault (%4): the time the steps under the fault took beyond the same replay's mean step without it; not included: stalls from faults the plan did not inject, and whatever the replay does not do of the real training job</source>
        <translation>
            <numerusform>s = Stillstand / Laufzeit = %1 s / %2 s = %3, über %n Replay unter einer Störung (%4): die Zeit, die die Schritte unter der Störung über den mittleren Schritt desselben Replays ohne sie hinaus brauchten; nicht enthalten: Stillstände durch Störungen, die der Plan nicht eingebracht hat, und alles, was das Replay vom echten Trainingsjob nicht nachbildet</numerusform>
            <numerusform>s = Stillstand / Laufzeit = %1 s / %2 s = %3, über %n Replays unter einer Störung (%4): die Zeit, die die Schritte unter der Störung über den mittleren Schritt desselben Replays ohne sie hinaus brauchten; nicht enthalten: Stillstände durch Störungen, die der Plan nicht eingebracht hat, und alles, was das Replay vom echten Trainingsjob nicht nachbildet</numerusform>
        </translation>
    </message>
    <message>
        <source>no measured evidence yet: no stored plan run of this candidate has a storage step with --kill-rank, which measures the time from a killed rank until the job runs again from its last checkpoint</source>
        <translation>noch keine gemessenen Belege: Kein gespeicherter Planlauf dieses Kandidaten hat einen Speicherschritt mit --kill-rank, der die Zeit von einem abgebrochenen Rank, bis der Job wieder ab seinem letzten Checkpoint läuft, misst</translation>
    </message>
    <message>
        <source>no measured evidence yet: no stored recovery completed (%1)</source>
        <translation>noch keine gemessenen Belege: Keine gespeicherte Wiederherstellung wurde abgeschlossen (%1)</translation>
    </message>
    <message>
        <source>R = mean recovery time / 3600 = %1 s / %2 / 3600 = %3 h, measured (%4) from the SIGKILL of a rank mid-checkpoint until every rank had restored and checked the last complete checkpoint; not included: failure detection, the scheduler's requeue, the relaunch of the processes and NCCL initialisation</source>
        <translation>R = mittlere Wiederherstellungszeit / 3600 = %1 s / %2 / 3600 = %3 h, gemessen (%4) vom SIGKILL eines Ranks mitten im Checkpoint, bis jeder Rank den letzten vollständigen Checkpoint wiederhergestellt und geprüft hatte; nicht enthalten: Fehlererkennung, das erneute Einreihen durch den Scheduler, der Neustart der Prozesse und die NCCL-Initialisierung</translation>
    </message>
    <message>
        <source>the run failed: its log reports an error before the end</source>
        <translation>der Lauf ist fehlgeschlagen: Sein Protokoll meldet einen Fehler vor dem Ende</translation>
    </message>
    <message>
        <source>default floor</source>
        <translation>Standard-Untergrenze</translation>
    </message>
    <message>
        <source>lowered floor</source>
        <translation>gesenkte Untergrenze</translation>
    </message>
    <message>
        <source>raised floor</source>
        <translation>angehobene Untergrenze</translation>
    </message>
    <message>
        <source>line-rate floor not applied: the BOM declares no NIC speed</source>
        <translation>Untergrenze der Leitungsrate nicht angewandt: Die Stückliste gibt keine NIC-Geschwindigkeit an</translation>
    </message>
    <message>
        <source>line-rate floor not applied: the largest size, %1, is below %2</source>
        <translation>Untergrenze der Leitungsrate nicht angewandt: Die größte Größe, %1, liegt unter %2</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s at %2 (%3: at least %4 GB/s, %5 % of the line rate %6 GB/s)</source>
        <translation>Busbandbreite %1 GB/s bei %2 (%3: mindestens %4 GB/s, %5 % der Leitungsrate %6 GB/s)</translation>
    </message>
    <message>
        <source>bus bandwidth never 0 GB/s</source>
        <translation>Busbandbreite nie 0 GB/s</translation>
    </message>
    <message>
        <source>no line-rate floor (turned off: %1)</source>
        <translation>keine Untergrenze der Leitungsrate (abgeschaltet: %1)</translation>
    </message>
    <message>
        <source>on runs across nodes, bus bandwidth at the largest size (%1 or more) ≥ %2 % of the line rate the BOM declares (%3)</source>
        <translation>bei Läufen über mehrere Knoten Busbandbreite bei der größten Größe (%1 oder mehr) ≥ %2 % der Leitungsrate laut Stückliste (%3)</translation>
    </message>
    <message>
        <source>, lowered because: %1</source>
        <translation>, gesenkt, weil: %1</translation>
    </message>
    <message>
        <source>bus bandwidth 0 GB/s at %1 (built-in rule: never zero)</source>
        <translation>Busbandbreite 0 GB/s bei %1 (eingebaute Regel: nie null)</translation>
    </message>
    <message>
        <source>a = accepted / runs = %1 / %2 = %3, over own current runs at %4 nodes on the candidate's cluster; accepted means %5</source>
        <translation>a = abgenommen / Läufe = %1 / %2 = %3, über eigene aktuelle Läufe mit %4 Knoten auf dem Cluster des Kandidaten; abgenommen heißt %5</translation>
    </message>
</context>
<context>
    <name>fw::core::CostModel</name>
    <message>
        <source>Compute capacity</source>
        <translation>Rechenkapazität</translation>
    </message>
    <message>
        <source>Network adapters</source>
        <translation>Netzwerkadapter</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Optics and cables</source>
        <translation>Optik und Kabel</translation>
    </message>
    <message>
        <source>Rack, power and space</source>
        <translation>Rack, Strom und Fläche</translation>
    </message>
    <message>
        <source>Storage and data path</source>
        <translation>Speicher und Datenpfad</translation>
    </message>
    <message>
        <source>Fabric operations</source>
        <translation>Fabric-Betrieb</translation>
    </message>
    <message>
        <source>Failed-job and retry waste</source>
        <translation>Verluste durch fehlgeschlagene Jobs und Wiederholungen</translation>
    </message>
    <message>
        <source>Queue delay and idle GPU time</source>
        <translation>Warteschlangenverzögerung und GPU-Leerlaufzeit</translation>
    </message>
    <message>
        <source>Support and escalation</source>
        <translation>Support und Eskalation</translation>
    </message>
    <message>
        <source>Training runs planned</source>
        <translation>Geplante Trainingsläufe</translation>
    </message>
    <message>
        <source>Accepted inference outputs after retries</source>
        <translation>Abgenommene Inferenzausgaben nach Wiederholungen</translation>
    </message>
    <message>
        <source>Useful GPU utilisation</source>
        <translation>Nützliche GPU-Auslastung</translation>
    </message>
    <message>
        <source>Benchmark acceptance rate at the exact node count</source>
        <translation>Benchmark-Abnahmerate bei genau dieser Knotenanzahl</translation>
    </message>
    <message>
        <source>Operations hours to keep the fabric stable</source>
        <translation>Betriebsstunden, um die Fabric stabil zu halten</translation>
    </message>
    <message>
        <source>Operations hourly rate</source>
        <translation>Stundensatz Betrieb</translation>
    </message>
    <message>
        <source>Stall fraction</source>
        <translation>Stillstandsanteil</translation>
    </message>
    <message>
        <source>Recovery time per incident</source>
        <translation>Wiederherstellungszeit pro Vorfall</translation>
    </message>
    <message>
        <source>Fabric incidents per period</source>
        <translation>Fabric-Vorfälle pro Zeitraum</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>Quartal</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Quoted by supplier</source>
        <translation>Vom Anbieter angeboten</translation>
    </message>
    <message>
        <source>Derived from measurement</source>
        <translation>Aus Messung abgeleitet</translation>
    </message>
</context>
<context>
    <name>fw::core::DecisionMatrix</name>
    <message>
        <source>Tail latency</source>
        <translation>Tail-Latenz</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>Fault behaviour</source>
        <translation>Fehlerverhalten</translation>
    </message>
    <message>
        <source>Counters health</source>
        <translation>Zustand der Zähler</translation>
    </message>
    <message>
        <source>Operating-model fit</source>
        <translation>Passung zum Betriebsmodell</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>Kosten je abgenommenem Lauf</translation>
    </message>
    <message>
        <source>Procurement flexibility</source>
        <translation>Beschaffungsflexibilität</translation>
    </message>
    <message>
        <source>Expansion path</source>
        <translation>Erweiterungspfad</translation>
    </message>
    <message>
        <source>Support boundary</source>
        <translation>Supportgrenze</translation>
    </message>
    <message>
        <source>Questionnaire completeness</source>
        <translation>Vollständigkeit der Fragebögen</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>Replay der Arbeitslast</translation>
    </message>
</context>
<context>
    <name>fw::core::DecisionScoring</name>
    <message>
        <source>10 × best / this = 10 × %1 / %2 = %3</source>
        <translation>10 × bester / dieser = 10 × %1 / %2 = %3</translation>
    </message>
    <message>
        <source>10 × this / best = 10 × %1 / %2 = %3</source>
        <translation>10 × dieser / bester = 10 × %1 / %2 = %3</translation>
    </message>
    <message>
        <source>0 is the best possible value: 10</source>
        <translation>0 ist der bestmögliche Wert: 10</translation>
    </message>
    <message>
        <source>max(0, 10 − 2 × alarms) = max(0, 10 − 2 × %1) = %2</source>
        <translation>max(0, 10 − 2 × Alarme) = max(0, 10 − 2 × %1) = %2</translation>
    </message>
    <message>
        <source>max(0, 10 × completeness − 2 × red flags) = max(0, 10 × %1 − 2 × %2) = %3</source>
        <translation>max(0, 10 × Vollständigkeit − 2 × Warnsignale) = max(0, 10 × %1 − 2 × %2) = %3</translation>
    </message>
    <message>
        <source>typed override</source>
        <translation>eingegebene Überschreibung</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>from answers</source>
        <translation>aus Antworten</translation>
    </message>
    <message>
        <source>from the cost model</source>
        <translation>aus dem Kostenmodell</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>no counted fault step held (recovered, and the benchmark during the fault did not fail where it should survive): 0</source>
        <translation>kein gezählter Fehlerschritt hat gehalten (erholt, und der Benchmark während des Fehlers ist nicht gescheitert, wo er ihn überstehen sollte): 0</translation>
    </message>
    <message>
        <source>(%1) × %2 of %3 fault steps held = %4</source>
        <translation>(%1) × %2 von %3 Fehlerschritten gehalten = %4</translation>
    </message>
</context>
<context>
    <name>fw::core::DeleteSnapshot</name>
    <message>
        <source>The foreign keys of table %1 form a cycle.</source>
        <translation>Die Fremdschlüssel der Tabelle %1 bilden einen Zyklus.</translation>
    </message>
    <message>
        <source>Table %1 references %2 without naming its column.</source>
        <translation>Tabelle %1 verweist auf %2, ohne deren Spalte zu nennen.</translation>
    </message>
</context>
<context>
    <name>fw::core::DemoProject</name>
    <message>
        <source>Example data for trying the workbench. Not a real offer.</source>
        <translation>Beispieldaten zum Ausprobieren der Workbench. Kein echtes Angebot.</translation>
    </message>
    <message>
        <source>Example Supplier A</source>
        <translation>Beispielanbieter A</translation>
    </message>
    <message>
        <source>Example: 16 nodes, NDR InfiniBand, rented</source>
        <translation>Beispiel: 16 Knoten, NDR InfiniBand, gemietet</translation>
    </message>
    <message>
        <source>Example Supplier B</source>
        <translation>Beispielanbieter B</translation>
    </message>
    <message>
        <source>Example: 16 nodes, 400G RoCE v2, colocated</source>
        <translation>Beispiel: 16 Knoten, 400G RoCE v2, Colocation</translation>
    </message>
    <message>
        <source>example data: invented facts, not measured on any cluster</source>
        <translation>Beispieldaten: erfundene Angaben, auf keinem Cluster gemessen</translation>
    </message>
    <message>
        <source>8 × 3.84 TB (example)</source>
        <translation>8 × 3,84 TB (Beispiel)</translation>
    </message>
    <message>
        <source>OSFP twin-port 800G (example)</source>
        <translation>OSFP Twin-Port 800G (Beispiel)</translation>
    </message>
    <message>
        <source>Default SL-to-VL mapping (example)</source>
        <translation>Standard-Zuordnung SL zu VL (Beispiel)</translation>
    </message>
    <message>
        <source>PyTorch 2.3 (example)</source>
        <translation>PyTorch 2.3 (Beispiel)</translation>
    </message>
    <message>
        <source>Example run: all_reduce on 16 nodes (example data)</source>
        <translation>Beispiellauf: all_reduce auf 16 Knoten (Beispieldaten)</translation>
    </message>
    <message>
        <source>InfiniBand included</source>
        <translation>InfiniBand inklusive</translation>
    </message>
    <message>
        <source>Enabled and tested with driver 550.54.15, CUDA 12.4 and NCCL 2.21.5 (example answer).</source>
        <translation>Aktiviert und getestet mit Treiber 550.54.15, CUDA 12.4 und NCCL 2.21.5 (Beispielantwort).</translation>
    </message>
    <message>
        <source>all_reduce_perf on 128 GPUs (16 nodes): 389 GB/s bus bandwidth @ 8 GiB (example answer).</source>
        <translation>all_reduce_perf auf 128 GPUs (16 Knoten): 389 GB/s Busbandbreite @ 8 GiB (Beispielantwort).</translation>
    </message>
    <message>
        <source>Yes, RoCE v2 on a routed layer-3 leaf-spine (example answer).</source>
        <translation>Ja, RoCE v2 auf einem gerouteten Layer-3-Leaf-Spine (Beispielantwort).</translation>
    </message>
    <message>
        <source>Supported.</source>
        <translation>Unterstützt.</translation>
    </message>
    <message>
        <source>Example quote: 128 GPUs rented for a year, fabric included</source>
        <translation>Beispielangebot: 128 GPUs für ein Jahr gemietet, Fabric inklusive</translation>
    </message>
    <message>
        <source>Example quote: included in the rental</source>
        <translation>Beispielangebot: in der Miete enthalten</translation>
    </message>
    <message>
        <source>Example quote: parallel file system, 1 PB</source>
        <translation>Beispielangebot: paralleles Dateisystem, 1 PB</translation>
    </message>
    <message>
        <source>Example quote: premium support</source>
        <translation>Beispielangebot: Premium-Support</translation>
    </message>
    <message>
        <source>Example plan</source>
        <translation>Beispielplanung</translation>
    </message>
    <message>
        <source>Example estimate: store own benchmark runs to derive it</source>
        <translation>Beispielschätzung: eigene Benchmark-Läufe speichern, um den Wert abzuleiten</translation>
    </message>
    <message>
        <source>Example estimate: the supplier runs the fabric</source>
        <translation>Beispielschätzung: der Anbieter betreibt die Fabric</translation>
    </message>
    <message>
        <source>Example rate</source>
        <translation>Beispielsatz</translation>
    </message>
    <message>
        <source>Example estimate: store fault runs to derive it</source>
        <translation>Beispielschätzung: Fehlerläufe speichern, um den Wert abzuleiten</translation>
    </message>
    <message>
        <source>Example assumption</source>
        <translation>Beispielannahme</translation>
    </message>
    <message>
        <source>Example: owned GPUs, depreciation for one year</source>
        <translation>Beispiel: eigene GPUs, Abschreibung für ein Jahr</translation>
    </message>
    <message>
        <source>Example quote: 400G RoCE NICs</source>
        <translation>Beispielangebot: 400G-RoCE-NICs</translation>
    </message>
    <message>
        <source>Example quote: leaf and spine switches</source>
        <translation>Beispielangebot: Leaf- und Spine-Switches</translation>
    </message>
    <message>
        <source>Example quote</source>
        <translation>Beispielangebot</translation>
    </message>
    <message>
        <source>Example quote: colocation</source>
        <translation>Beispielangebot: Colocation</translation>
    </message>
    <message>
        <source>Example estimate</source>
        <translation>Beispielschätzung</translation>
    </message>
    <message>
        <source>Example quote: switch vendor support</source>
        <translation>Beispielangebot: Support des Switch-Herstellers</translation>
    </message>
    <message>
        <source>Example estimate: our team tunes PFC/ECN and runs the fabric</source>
        <translation>Beispielschätzung: unser Team stimmt PFC/ECN ab und betreibt die Fabric</translation>
    </message>
    <message>
        <source>Example: supplier claim only; no own run yet</source>
        <translation>Beispiel: nur Angabe des Anbieters; noch kein eigener Lauf</translation>
    </message>
    <message>
        <source>Example judgement</source>
        <translation>Beispielbewertung</translation>
    </message>
    <message>
        <source>Example: port counters visible, congestion events not</source>
        <translation>Beispiel: Port-Zähler sichtbar, Überlastereignisse nicht</translation>
    </message>
    <message>
        <source>Example: the supplier runs the fabric, as we want</source>
        <translation>Beispiel: der Anbieter betreibt die Fabric, wie gewünscht</translation>
    </message>
    <message>
        <source>Example: one supplier for fabric and GPUs</source>
        <translation>Beispiel: ein Anbieter für Fabric und GPUs</translation>
    </message>
    <message>
        <source>Example: 32 nodes in the same fabric domain</source>
        <translation>Beispiel: 32 Knoten in derselben Fabric-Domäne</translation>
    </message>
    <message>
        <source>Example: one support contract covers GPU, HCA and switch</source>
        <translation>Beispiel: ein Supportvertrag deckt GPU, HCA und Switch ab</translation>
    </message>
    <message>
        <source>Example: per-priority PFC and ECN counters exported</source>
        <translation>Beispiel: PFC- und ECN-Zähler je Priorität werden exportiert</translation>
    </message>
    <message>
        <source>Example: our team must own lossless Ethernet tuning</source>
        <translation>Beispiel: unser Team muss die Abstimmung des verlustfreien Ethernets übernehmen</translation>
    </message>
    <message>
        <source>Example: switches and NICs from several vendors</source>
        <translation>Beispiel: Switches und NICs von mehreren Herstellern</translation>
    </message>
    <message>
        <source>Example: spine sized for 64 nodes</source>
        <translation>Beispiel: Spine für 64 Knoten ausgelegt</translation>
    </message>
    <message>
        <source>Example: GPU, NIC and switch support are separate contracts</source>
        <translation>Beispiel: Support für GPU, NIC und Switch in getrennten Verträgen</translation>
    </message>
    <message>
        <source>Example: the supplier, as an appliance-like fabric service</source>
        <translation>Beispiel: der Anbieter, als Fabric-Dienst wie eine Appliance</translation>
    </message>
    <message>
        <source>Example: up to 32 nodes in the same fabric domain</source>
        <translation>Beispiel: bis zu 32 Knoten in derselben Fabric-Domäne</translation>
    </message>
    <message>
        <source>Example: our network team, with the switch vendor's support</source>
        <translation>Beispiel: unser Netzwerkteam, mit Support des Switch-Herstellers</translation>
    </message>
    <message>
        <source>Example: add leaf switches; spine sized for 64 nodes</source>
        <translation>Beispiel: Leaf-Switches hinzufügen; Spine für 64 Knoten ausgelegt</translation>
    </message>
</context>
<context>
    <name>fw::core::DemoRuns</name>
    <message>
        <source>Example claim: published log, %1</source>
        <translation>Beispiel-Anbieterangabe: veröffentlichtes Log, %1</translation>
    </message>
    <message>
        <source>Example data: a real published log (%1) stands in for this example supplier's claim. It was not measured on the offered cluster.</source>
        <translation>Beispieldaten: Ein echtes, veröffentlichtes Log (%1) steht für die Anbieterangabe dieses Beispielanbieters. Es wurde nicht auf dem angebotenen Cluster gemessen.</translation>
    </message>
    <message>
        <source>Example plan run (example data)</source>
        <translation>Beispiel-Planlauf (Beispieldaten)</translation>
    </message>
    <message>
        <source>Example own run (example data)</source>
        <translation>Beispiel für eigene Messung (Beispieldaten)</translation>
    </message>
    <message>
        <source>Example data: a real fabric-agent stream recorded on a development VM (one host, no RDMA), with its times scaled for this example candidate. It was not measured on the offered cluster.</source>
        <translation>Beispieldaten: Ein echter fabric-agent-Datenstrom, aufgezeichnet auf einer Entwicklungs-VM (ein Host, kein RDMA), mit für diesen Beispielkandidaten skalierten Zeiten. Er wurde nicht auf dem angebotenen Cluster gemessen.</translation>
    </message>
</context>
<context>
    <name>fw::core::DispatchJob</name>
    <message>
        <source>Cancelled before the benchmark started.</source>
        <translation>Vor dem Start des Benchmarks abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled while %1; the job and its ranks were stopped.</source>
        <translation>Abgebrochen beim %1; Job und Ranks wurden gestoppt.</translation>
    </message>
    <message>
        <source>The connection to %1 dropped while %2; what arrived before is kept.</source>
        <translation>Die Verbindung zu %1 brach beim %2 ab; was bis dahin eintraf, bleibt erhalten.</translation>
    </message>
    <message>
        <source>collecting facts</source>
        <translation>Sammeln der Fakten</translation>
    </message>
    <message>
        <source>`%1` exited with status %2:
%3</source>
        <translation>`%1` wurde mit Status %2 beendet:
%3</translation>
    </message>
    <message>
        <source>running the benchmark</source>
        <translation>Ausführen des Benchmarks</translation>
    </message>
    <message>
        <source>`%1` exited with status %2.</source>
        <translation>`%1` wurde mit Status %2 beendet.</translation>
    </message>
    <message>
        <source>The connection to %1 dropped while %2 (%3); what arrived before is kept.</source>
        <translation>Die Verbindung zu %1 brach beim %2 ab (%3); was bis dahin eintraf, bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>fw::core::DispatchRecorder</name>
    <message>
        <source>The dispatch could not be stored as it started: %1 It runs on without being stored.</source>
        <translation>Die Ausführung konnte beim Start nicht gespeichert werden: %1 Sie läuft weiter, ohne gespeichert zu werden.</translation>
    </message>
    <message>
        <source>Storing the running dispatch stopped: %1 What was stored before is kept in the project and reads as interrupted; the run goes on without being stored.</source>
        <translation>Das Speichern der laufenden Ausführung wurde beendet: %1 Was bis dahin gespeichert war, bleibt im Projekt und gilt als unterbrochen; der Lauf geht weiter, ohne gespeichert zu werden.</translation>
    </message>
    <message>
        <source>The end of the dispatch could not be stored: %1 What was stored while it ran is kept and reads as interrupted.</source>
        <translation>Das Ende der Ausführung konnte nicht gespeichert werden: %1 Was während des Laufs gespeichert wurde, bleibt erhalten und gilt als unterbrochen.</translation>
    </message>
    <message>
        <source>The dispatch could not be stored: %1</source>
        <translation>Die Ausführung konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>fw::core::NumberFormat</name>
    <message>
        <source>converged</source>
        <translation>konvergiert</translation>
    </message>
    <message>
        <source>not converged (a cap stopped it)</source>
        <translation>nicht konvergiert (eine Obergrenze hat abgebrochen)</translation>
    </message>
    <message>
        <source>%1 % confidence interval not known (too few samples), %2</source>
        <translation>%1-%-Konfidenzintervall unbekannt (zu wenige Stichproben), %2</translation>
    </message>
    <message>
        <source>%1 % confidence %2 – %3 µs, %4</source>
        <translation>%1-%-Konfidenzintervall %2 – %3 µs, %4</translation>
    </message>
</context>
<context>
    <name>fw::core::PlanJob</name>
    <message>
        <source>Collecting facts failed: %1</source>
        <translation>Das Erfassen der Fakten ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) failed.</source>
        <translation>
            <numerusform>%n Schritt ist fehlgeschlagen.</numerusform>
            <numerusform>%n Schritte sind fehlgeschlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; the steps that ran are kept.</source>
        <translation>Abgebrochen; die gelaufenen Schritte bleiben erhalten.</translation>
    </message>
    <message>
        <source>running %1</source>
        <translation>%1 lief</translation>
    </message>
    <message>
        <source>The benchmark before the fault did not complete, so nothing was injected: %1</source>
        <translation>Der Benchmark vor der Störung wurde nicht abgeschlossen, daher wurde nichts eingespeist: %1</translation>
    </message>
    <message>
        <source>holding the fault</source>
        <translation>die Störung gehalten wurde</translation>
    </message>
    <message>
        <source>The fault was not applied: %1</source>
        <translation>Die Störung wurde nicht gesetzt: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>The fault's revert was not confirmed by the node; its watchdog reverts it within %1 s (lease) or at the latest %2 s after it was applied (time-to-live).</source>
        <translation>Der Knoten hat die Rücknahme der Störung nicht bestätigt; sein Watchdog nimmt sie innerhalb von %1 s (Lease) oder spätestens %2 s nach dem Setzen (Lebensdauer) zurück.</translation>
    </message>
    <message>
        <source>The benchmark during the fault was stopped; the fault was reverted.</source>
        <translation>Der Benchmark während der Störung wurde gestoppt; die Störung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>The replay before the fault did not complete, so nothing was injected: %1</source>
        <translation>Das Replay vor der Störung wurde nicht abgeschlossen, daher wurde nichts eingebracht: %1</translation>
    </message>
    <message>
        <source>The Slurm allocation %1 could not be given back: it ends at its time limit, or with scancel %1.</source>
        <translation>Die Slurm-Zuteilung %1 konnte nicht zurückgegeben werden: Sie endet mit ihrem Zeitlimit oder mit scancel %1.</translation>
    </message>
    <message>
        <source>Slurm did not grant the plan's allocation (%1): %2</source>
        <translation>Slurm hat die Zuteilung für den Plan nicht gewährt (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has %n.</source>
        <translation>
            <numerusform>Schritt %1 braucht einen Cluster-Launcher (mpirun oder srun) und mindestens 4 Knoten zum Halbieren; er hat %n.</numerusform>
            <numerusform>Schritt %1 braucht einen Cluster-Launcher (mpirun oder srun) und mindestens 4 Knoten zum Halbieren; er hat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The benchmark on %1 did not complete: %2</source>
        <translation>Der Benchmark auf %1 wurde nicht abgeschlossen: %2</translation>
    </message>
    <message>
        <source>The benchmark on %1 reported no bus bandwidth at its largest size.</source>
        <translation>Der Benchmark auf %1 meldete keine Busbandbreite bei seiner größten Größe.</translation>
    </message>
    <message>
        <source>The user could not be checked on %1; its fault steps are not judged.</source>
        <translation>Der Benutzer konnte auf %1 nicht geprüft werden; dessen Fehlerschritte werden nicht beurteilt.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) cannot run as this connection's user.</source>
        <translation>
            <numerusform>%n Schritt kann nicht als Benutzer dieser Verbindung laufen.</numerusform>
            <numerusform>%n Schritte können nicht als Benutzer dieser Verbindung laufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every step can run as this connection's user.</source>
        <translation>Jeder Schritt kann als Benutzer dieser Verbindung laufen.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) skipped: this connection's user cannot run them.</source>
        <translation>
            <numerusform>%n Schritt übersprungen: Der Benutzer dieser Verbindung darf ihn nicht ausführen.</numerusform>
            <numerusform>%n Schritte übersprungen: Der Benutzer dieser Verbindung darf sie nicht ausführen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::core::PriceSheet</name>
    <message>
        <source>per GPU-hour</source>
        <translation>je GPU-Stunde</translation>
    </message>
    <message>
        <source>per node-month</source>
        <translation>je Knoten-Monat</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>einmalig</translation>
    </message>
</context>
<context>
    <name>fw::core::Pricing</name>
    <message>
        <source>%1 per GPU-hour × %2 GPUs × %3 h</source>
        <translation>%1 je GPU-Stunde × %2 GPUs × %3 h</translation>
    </message>
    <message>
        <source>%1 per node-month × %2 × %3 months</source>
        <translation>%1 je Knoten-Monat × %2 × %3 Monate</translation>
    </message>
    <message>
        <source>price sheet line %1 is one-off and has no term to amortise it over</source>
        <translation>Preisblatt-Zeile %1 ist einmalig und hat keine Laufzeit, über die sie abgeschrieben wird</translation>
    </message>
    <message>
        <source>%1 one-off × %2 ÷ %3 months term × %4 months</source>
        <translation>%1 einmalig × %2 ÷ %3 Monate Laufzeit × %4 Monate</translation>
    </message>
    <message>
        <source>price sheet line %1 is in %2, and the project has no exchange rate from %2 to %3</source>
        <translation>Preisblatt-Zeile %1 ist in %2, und das Projekt hat keinen Wechselkurs von %2 nach %3</translation>
    </message>
    <message>
        <source> × %1 %2/%3 (rate of %4)</source>
        <translation> × %1 %2/%3 (Kurs vom %4)</translation>
    </message>
    <message>
        <source>line %1 (%2): %3 = %4 %5</source>
        <translation>Zeile %1 (%2): %3 = %4 %5</translation>
    </message>
    <message>
        <source>quoted on the price sheet: %1</source>
        <translation>angeboten im Preisblatt: %1</translation>
    </message>
</context>
<context>
    <name>fw::core::QuestionnaireAnswer</name>
    <message>
        <source>Unanswered</source>
        <translation>Unbeantwortet</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Answered with evidence</source>
        <translation>Mit Belegen beantwortet</translation>
    </message>
    <message>
        <source>Red flag</source>
        <translation>Warnsignal</translation>
    </message>
</context>
<context>
    <name>fw::core::QuestionnaireCatalog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>unknown catalog format</source>
        <translation>unbekanntes Katalogformat</translation>
    </message>
    <message>
        <source>unknown fabric "%1"</source>
        <translation>unbekannte Fabric „%1“</translation>
    </message>
    <message>
        <source>title: %1</source>
        <translation>Titel: %1</translation>
    </message>
    <message>
        <source>question %1: missing or repeated key</source>
        <translation>Frage %1: fehlender oder doppelter Schlüssel</translation>
    </message>
    <message>
        <source>question %1 (%2): %3</source>
        <translation>Frage %1 (%2): %3</translation>
    </message>
    <message>
        <source>question %1 (%2): invalid pattern: %3</source>
        <translation>Frage %1 (%2): ungültiges Muster: %3</translation>
    </message>
    <message>
        <source>question %1 (%2): required detail: %3</source>
        <translation>Frage %1 (%2): erforderliche Angabe: %3</translation>
    </message>
    <message>
        <source>expected 10 questions, found %1</source>
        <translation>10 Fragen erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>no "%1" text</source>
        <translation>kein Text für „%1“</translation>
    </message>
</context>
<context>
    <name>fw::core::RunEvidence</name>
    <message>
        <source>unknown backend</source>
        <translation>unbekanntes Backend</translation>
    </message>
    <message>
        <source>%1 on %2 GPU</source>
        <translation>%1 auf %2 GPU</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs</source>
        <translation>%1 auf %2 GPUs</translation>
    </message>
    <message>
        <source>MPI on CPU, %2 rank</source>
        <translation>MPI auf CPU, %2 Rank</translation>
    </message>
    <message>
        <source>MPI on CPU, %2 ranks</source>
        <translation>MPI auf CPU, %2 Ranks</translation>
    </message>
    <message>
        <source>%1, %2 rank</source>
        <translation>%1, %2 Rank</translation>
    </message>
    <message>
        <source>%1, %2 ranks</source>
        <translation>%1, %2 Ranks</translation>
    </message>
    <message>
        <source>%1, ranks not stated</source>
        <translation>%1, Ranks nicht angegeben</translation>
    </message>
    <message>
        <source>%1, %2 node</source>
        <translation>%1, %2 Knoten</translation>
    </message>
    <message>
        <source>%1, %2 nodes</source>
        <translation>%1, %2 Knoten</translation>
    </message>
    <message>
        <source>%1, %2, %3 – %4</source>
        <translation>%1, %2, %3 – %4</translation>
    </message>
    <message>
        <source>a supplier's claim: shown beside our measurements, never mixed into the scores</source>
        <translation>eine Angabe des Anbieters: neben unseren Messungen gezeigt, nie in die Bewertungen gemischt</translation>
    </message>
    <message>
        <source>the candidate's BOM changed after this run: it no longer measures the offer</source>
        <translation>die Stückliste des Kandidaten hat sich nach diesem Lauf geändert: Er misst das Angebot nicht mehr</translation>
    </message>
    <message>
        <source>%1: not comparable with %2</source>
        <translation>%1: nicht vergleichbar mit %2</translation>
    </message>
    <message>
        <source>measured on this computer, not on the candidate's fabric: left out of the scores and the acceptance rate</source>
        <translation>auf diesem Computer gemessen, nicht auf der Fabric des Kandidaten: nicht in den Bewertungen und der Abnahmerate berücksichtigt</translation>
    </message>
</context>
<context>
    <name>fw::core::TriageRecommendation</name>
    <message>
        <source>Not enough answers yet</source>
        <translation>Noch nicht genug Antworten</translation>
    </message>
    <message>
        <source>Start with InfiniBand</source>
        <translation>Mit InfiniBand beginnen</translation>
    </message>
    <message>
        <source>Start with RoCE v2</source>
        <translation>Mit RoCE v2 beginnen</translation>
    </message>
    <message>
        <source>Benchmark both</source>
        <translation>Beide per Benchmark prüfen</translation>
    </message>
    <message>
        <source>Latency-sensitive, collective-heavy work is where a purpose-built InfiniBand fabric carries the least tuning risk.</source>
        <translation>Latenzempfindliche, kollektivlastige Arbeit ist der Bereich, in dem eine eigens dafür gebaute InfiniBand-Fabric das geringste Tuning-Risiko trägt.</translation>
    </message>
    <message>
        <source>The cluster is large enough to justify a dedicated AI/HPC fabric.</source>
        <translation>Der Cluster ist groß genug, um eine dedizierte AI/HPC-Fabric zu rechtfertigen.</translation>
    </message>
    <message>
        <source>The cluster is too small to justify a dedicated fabric of its own.</source>
        <translation>Der Cluster ist zu klein, um eine eigene dedizierte Fabric zu rechtfertigen.</translation>
    </message>
    <message>
        <source>The team already runs high-speed Ethernet: change control, cabling, optics and monitoring carry over to RoCE.</source>
        <translation>Das Team betreibt bereits High-Speed-Ethernet: Change Control, Verkabelung, Optik und Monitoring lassen sich auf RoCE übertragen.</translation>
    </message>
    <message>
        <source>A wider choice of vendors points to Ethernet.</source>
        <translation>Eine größere Auswahl an Herstellern spricht für Ethernet.</translation>
    </message>
    <message>
        <source>The team can prove a lossless Ethernet design with real NCCL tests before committing.</source>
        <translation>Das Team kann ein verlustfreies Ethernet-Design vor der Festlegung mit echten NCCL-Tests belegen.</translation>
    </message>
    <message>
        <source>Without real NCCL tests of a lossless Ethernet design, RoCE is an unproven risk.</source>
        <translation>Ohne echte NCCL-Tests eines verlustfreien Ethernet-Designs ist RoCE ein unbewiesenes Risiko.</translation>
    </message>
    <message>
        <source>The team has InfiniBand skills.</source>
        <translation>Das Team hat InfiniBand-Kenntnisse.</translation>
    </message>
    <message>
        <source>The team lacks InfiniBand skills, and a colocated or owned cluster makes that gap real: subnet manager, fabric tools and support paths become yours.</source>
        <translation>Dem Team fehlen InfiniBand-Kenntnisse, und bei einem Cluster in Colocation oder im Eigenbesitz wird diese Lücke real: Subnet Manager, Fabric-Werkzeuge und Support-Wege liegen dann bei Ihnen.</translation>
    </message>
    <message>
        <source>Distributed training is the strongest case for InfiniBand: large all-reduce steps punish jitter.</source>
        <translation>Verteiltes Training ist das stärkste Argument für InfiniBand: Große All-Reduce-Schritte bestrafen Jitter.</translation>
    </message>
    <message>
        <source>Inference sharded across GPUs or nodes depends on fabric latency.</source>
        <translation>Über GPUs oder Knoten verteilte Inferenz hängt von der Latenz der Fabric ab.</translation>
    </message>
    <message>
        <source>Independent inference replicas depend more on GPU memory, batching, caching and autoscaling than on the fabric.</source>
        <translation>Unabhängige Inferenz-Replikate hängen mehr von GPU-Speicher, Batching, Caching und Autoscaling ab als von der Fabric.</translation>
    </message>
    <message>
        <source>Several tenants need strong isolation; RoCE needs extra care where RDMA shares Ethernet with ordinary traffic.</source>
        <translation>Mehrere Mandanten brauchen starke Isolation; RoCE erfordert besondere Sorgfalt, wo RDMA sich das Ethernet mit gewöhnlichem Verkehr teilt.</translation>
    </message>
    <message>
        <source>The team lacks InfiniBand skills, but a rented cluster hides much of the fabric behind the provider's service boundary.</source>
        <translation>Dem Team fehlen InfiniBand-Kenntnisse, aber bei einem gemieteten Cluster verbirgt sich ein Großteil der Fabric hinter der Servicegrenze des Anbieters.</translation>
    </message>
    <message>
        <source>Storage-heavy training: put dataset loading and checkpoints into the benchmark, on either fabric.</source>
        <translation>Speicherintensives Training: Nehmen Sie das Laden der Datensätze und die Checkpoints in den Benchmark auf, für beide Fabrics.</translation>
    </message>
    <message>
        <source>Answer at least three of the first-decision questions.</source>
        <translation>Beantworten Sie mindestens drei der Fragen für die erste Entscheidung.</translation>
    </message>
    <message>
        <source>The answers do not lean clearly to one fabric: rent or benchmark both.</source>
        <translation>Die Antworten sprechen nicht eindeutig für eine Fabric: beide mieten oder per Benchmark prüfen.</translation>
    </message>
    <message>
        <source>The workload needs hardware control (%1), so a managed model API does not replace the cluster.</source>
        <translation>Die Workload braucht Kontrolle über die Hardware (%1), daher ersetzt eine verwaltete Modell-API den Cluster nicht.</translation>
    </message>
    <message>
        <source>The workload needs no custom weights, direct GPU scheduling, custom kernels, strict placement or hardware isolation: compare a managed model API first. The business metric is accepted outputs, not owning a network.</source>
        <translation>Die Workload braucht keine eigenen Gewichte, keine direkte GPU-Planung, keine eigenen Kernel, keine strikte Platzierung und keine Isolation auf Hardwareebene: Vergleichen Sie zuerst eine verwaltete Modell-API. Die Geschäftskennzahl sind abgenommene Ausgaben, nicht der Besitz eines Netzwerks.</translation>
    </message>
</context>
<context>
    <name>fw::core::Workload</name>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size (Modellbreite)</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Tokens)</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Global batch (sequences)</source>
        <translation>Globaler Batch (Sequenzen)</translation>
    </message>
    <message>
        <source>Micro-batch (sequences)</source>
        <translation>Micro-Batch (Sequenzen)</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>Data parallelism</source>
        <translation>Datenparallelität</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>Sharded data-parallel stage (ZeRO)</source>
        <translation>Stufe der geshardeten Datenparallelität (ZeRO)</translation>
    </message>
    <message>
        <source>Gradient bucket (bytes)</source>
        <translation>Gradienten-Bucket (Bytes)</translation>
    </message>
    <message>
        <source>Checkpoint interval (steps)</source>
        <translation>Checkpoint-Intervall (Schritte)</translation>
    </message>
    <message>
        <source>Checkpoint size (bytes)</source>
        <translation>Checkpoint-Größe (Bytes)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Pre-Training</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Fine-Tuning</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Mixed (training and inference)</source>
        <translation>Gemischt (Training und Inferenz)</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>%1 must be at least %2, not %3.</source>
        <translation>%1 muss mindestens %2 sein, nicht %3.</translation>
    </message>
    <message>
        <source>%1 must be %2 to %3, not %4.</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht bei %4.</translation>
    </message>
    <message>
        <source>The hidden size %1 is not divisible by the %2 attention heads.</source>
        <translation>Die Hidden Size %1 ist nicht durch die %2 Attention-Heads teilbar.</translation>
    </message>
    <message>
        <source>The %1 attention heads are not divisible by tensor parallelism %2: each GPU of a tensor-parallel group holds whole heads.</source>
        <translation>Die %1 Attention-Heads sind nicht durch die Tensor-Parallelität %2 teilbar: Jede GPU einer tensorparallelen Gruppe hält ganze Heads.</translation>
    </message>
    <message>
        <source>The %1 layers are not divisible by the %2 pipeline stages.</source>
        <translation>Die %1 Schichten sind nicht durch die %2 Pipeline-Stufen teilbar.</translation>
    </message>
    <message>
        <source>Tensor × pipeline × data parallelism is %1 × %2 × %3 = %4 GPUs, but %5 nodes of %6 GPUs are %7.</source>
        <translation>Tensor- × Pipeline- × Datenparallelität ergibt %1 × %2 × %3 = %4 GPUs, aber %5 Knoten mit je %6 GPUs sind %7.</translation>
    </message>
    <message>
        <source>The global batch of %1 sequences is not divisible by data parallelism × micro-batch (%2 × %3 = %4).</source>
        <translation>Der globale Batch von %1 Sequenzen ist nicht durch Datenparallelität × Micro-Batch (%2 × %3 = %4) teilbar.</translation>
    </message>
    <message>
        <source>Expert parallelism %1 does not divide data parallelism %2: the expert-parallel groups are made of data-parallel ranks.</source>
        <translation>Die Experten-Parallelität %1 teilt die Datenparallelität %2 nicht: Die expertenparallelen Gruppen bestehen aus datenparallelen Rängen.</translation>
    </message>
    <message>
        <source>The stored workload has an unknown kind or precision.</source>
        <translation>Die gespeicherte Workload hat eine unbekannte Art oder Genauigkeit.</translation>
    </message>
</context>
<context>
    <name>fw::core::WorkloadPlan</name>
    <message>
        <source>Acceptance plan for the workload</source>
        <translation>Abnahmeplan für die Arbeitslast</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>Replay der Arbeitslast</translation>
    </message>
    <message>
        <source>Workload sizes: %1</source>
        <translation>Größen der Arbeitslast: %1</translation>
    </message>
    <message>
        <source>Workload requests at a target rate</source>
        <translation>Anfragen der Arbeitslast mit Zielrate</translation>
    </message>
    <message>
        <source>Workload requests beside another job's training</source>
        <translation>Anfragen der Arbeitslast neben dem Training eines anderen Jobs</translation>
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
        <source>Unknown language "%1"; use en, de or ja.</source>
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
    <message>
        <source>Show this step first: %1.</source>
        <translation>Diesen Schritt zuerst zeigen: %1.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Unknown step "%1"; use one of: %2.</source>
        <translation>Unbekannter Schritt „%1“; verwenden Sie einen von: %2.</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>--size muss BREITExHÖHE sein, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>When the demo project is built, do not measure this computer with mpirun (a picture of the window never does).</source>
        <translation>Beim Erstellen des Demoprojekts diesen Computer nicht mit mpirun messen (ein Bildschirmfoto des Fensters tut es nie).</translation>
    </message>
    <message>
        <source>Commands without a window: %1. Use 'fabric-workbench COMMAND --help' for their options; docs/cli.md describes them.</source>
        <translation>Befehle ohne Fenster: %1. Ihre Optionen zeigt 'fabric-workbench BEFEHL --help'; docs/cli.md beschreibt sie.</translation>
    </message>
    <message>
        <source>With --screenshot: when the demo project is built, measure this computer first and take the picture after, as the window shows it when it builds the demo.</source>
        <translation>Mit --screenshot: Wenn das Demoprojekt erstellt wird, zuerst diesen Computer messen und das Bild danach aufnehmen, so wie das Fenster es zeigt, wenn es die Demo erstellt.</translation>
    </message>
</context>
</TS>

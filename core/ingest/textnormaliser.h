// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>
#include <string_view>
#include <vector>

namespace fw::core {

// The one pass that turns a text log as people pass it on back into the tool's own output, before the format is
// detected and before any parser sees a line: a UTF-8 byte-order mark is dropped, and the prefix a launcher or a
// log collector put before every line is cut off (Open MPI --tag-output "[1,0]<stdout>:", Slurm srun --label
// "0: ", pdsh/clush "host: ", kubectl logs --timestamps, docker compose "svc_1  | "), prefixes on prefixes
// included. A prefix is only recognised when most lines of the file's start carry it the same way, so real data
// that happens to look like one is never eaten; a line without it passes unchanged. What the prefixes said (the
// ranks, hosts or services that printed, the first and last time stamp) is kept as provenance for the runs.
class TextNormaliser
{
    Q_DECLARE_TR_FUNCTIONS(TextNormaliser)

public:
    enum class Prefix
    {
        OpenMpiTag,
        SlurmLabel,
        Rfc3339Time,
        ComposeService,
        HostName
    };

    // Decides the prefixes from the first bytes of a file.
    explicit TextNormaliser(const QByteArray& head);

    // The line as the tool printed it. `lineNumber` counts from 1; the view points into `line`.
    std::string_view apply(std::string_view line, qint64 lineNumber);
    // The first bytes of the file, normalised the same way, for format detection.
    QByteArray normalisedHead(const QByteArray& head);

    bool changesLines() const { return !m_layers.empty(); }
    // Records on `run` what the prefixes said: parameters "line_prefix" and, per prefix, what each said, a note, and
    // the first time stamp as the run's start when the log gives none.
    void annotate(BenchmarkRun& run) const;

private:
    struct Layer
    {
        Prefix prefix;
        QStringList sources; // distinct, in order of appearance, at most kMaxSources
        bool moreSources = false;
        QString first;
        QString last;
        qint64 lines = 0;
    };
    static constexpr qsizetype kMaxSources = 256;

    std::vector<Layer> m_layers;
};

} // namespace fw::core

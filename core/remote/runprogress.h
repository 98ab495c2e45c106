// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace fw::core {

// One row of the live table: the headline numbers of a size_result event.
struct LiveSizeResult
{
    qint64 bytes = 0;
    bool inPlace = false;
    int samples = 0;
    double avgUs = 0;
    double p50Us = 0;
    double p99Us = 0;
    double busbwGBs = 0;
    std::optional<qint64> wrong;
};

// Follows a `fabric-agent bench` JSON Lines stream as it arrives, line by line through AgentEvent, for the progress
// bar, the live table and the dispatch outcome. The complete stream is parsed again by the importer when the run is
// stored.
class RunProgress
{
    Q_DECLARE_TR_FUNCTIONS(RunProgress)

public:
    enum class Event
    {
        Start,
        Progress,
        SizeResult,
        Warning,
        Error,
        End,
        Other, // an event type this version does not show; readers ignore unknown events
        Invalid
    };

    // Takes one line of the stream.
    Event feed(const QByteArray& line);

    const QJsonObject& start() const { return m_start; }
    int index() const { return m_index; } // of the size being measured, from 1
    int total() const { return m_total; }
    qint64 currentBytes() const { return m_currentBytes; }
    const QList<LiveSizeResult>& results() const { return m_results; }
    bool ended() const { return m_ended; }
    bool endedOk() const { return m_endedOk; }
    // Warnings, errors and lines that are not protocol events, each naming its line.
    const QStringList& messages() const { return m_messages; }
    qint64 lines() const { return m_lines; }

    // Seconds left, from the sizes done so far; none before the first size completes. Larger sizes take longer,
    // so each size is weighted by its bytes plus a fixed latency share instead of counting sizes alike.
    std::optional<double> etaSeconds(double elapsedSeconds) const;

private:
    QJsonObject m_start;
    int m_index = 0;
    int m_total = 0;
    qint64 m_currentBytes = 0;
    QList<LiveSizeResult> m_results;
    bool m_ended = false;
    bool m_endedOk = false;
    QStringList m_messages;
    qint64 m_lines = 0;
};

} // namespace fw::core

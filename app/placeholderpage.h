#pragma once

#include <QWidget>

class QLabel;

namespace fw::app {

// Stands in for a step of the procurement that is not built yet, and says so plainly.
class PlaceholderPage final : public QWidget
{
    Q_OBJECT

public:
    // `purpose` is the untranslated source text of what the page will do; it is translated on display.
    PlaceholderPage(const char* purpose, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    const char* m_purpose;
    QLabel* m_heading;
    QLabel* m_text;
};

} // namespace fw::app
